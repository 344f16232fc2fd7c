import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
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
});
