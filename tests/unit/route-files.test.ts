import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PAGES, STATIC_ROUTES } from "@/lib/services/seo/static-routes";
import { ROOT } from "@/tests/support/processes";

// A route file is its address's wiring (params, metadata, which view): the views live in
// components/ and the rules in lib/, so a long route file is one that has started to hold either.
const MAX_LINES = 40;
const ROUTE_FILES = new Set(["page.tsx", "route.ts"]);

function routeFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(relative);
    return ROUTE_FILES.has(entry.name) ? [relative] : [];
  });
}

describe("route files", () => {
  const files = routeFiles("app");

  it("finds every page and handler", () => {
    expect(files).toContain("app/(site)/page.tsx");
    expect(files).toContain("app/api/newsletter/route.ts");
    expect(files.length).toBeGreaterThan(30);
  });

  it(`are ${MAX_LINES} lines or fewer`, () => {
    const long = files.filter((file) => fs.readFileSync(path.join(ROOT, file), "utf8").trimEnd().split("\n").length > MAX_LINES);
    expect(long).toEqual([]);
  });

  it("answer every method under /api/: what a handler does not take is refused with Allow (lib/services/http/methods.ts)", () => {
    const exports = (source: string, method: string) =>
      new RegExp(`export (const|async function|function) ${method}\\b|export const \\{[^}]*\\b${method}\\b[^}]*\\}`).test(source);
    const incomplete = files
      .filter((file) => file.startsWith("app/api/") && !file.includes("[...unknown]"))
      .filter((file) => {
        const source = fs.readFileSync(path.join(ROOT, file), "utf8");
        // Next answers HEAD with a route's GET.
        const methods = ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", ...(exports(source, "GET") ? [] : ["HEAD"])];
        return !methods.every((method) => exports(source, method));
      });
    expect(incomplete).toEqual([]);
  });
});

describe("the route list", () => {
  /** Every page's address: its folders under app/, route groups left out as Next leaves them out of the URL. */
  const addressOf = (pageFile: string) =>
    `/${path
      .dirname(pageFile)
      .split(path.sep)
      .filter((segment) => segment !== "." && !segment.startsWith("("))
      .join("/")}`;
  const pageFiles = (fs.readdirSync(path.join(ROOT, "app"), { recursive: true }) as string[]).filter((file) => path.basename(file) === "page.tsx");
  const pageAddresses = new Set(pageFiles.map(addressOf));

  it("names only addresses that have a page", () => {
    for (const page of Object.values(PAGES)) expect(pageAddresses.has(page.path), page.path).toBe(true);
  });

  it("gives the sitemap its pages with a priority, and leaves out the unsubscribe page", () => {
    expect(STATIC_ROUTES.map((route) => route.path)).toContain(PAGES.media.path);
    expect(STATIC_ROUTES[0]).toEqual({ path: "/", priority: 1 });
    expect(STATIC_ROUTES.map((route) => route.path)).not.toContain(PAGES.unsubscribe.path);
  });
});
