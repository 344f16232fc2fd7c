import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "@/tests/support/processes";

// One shape for every write: route → schema → one feature action handed its dependencies by the
// feature's context → one commit with its mail. The route names itself in its log label.

/** Every route that changes something, with the feature context that hands its action its dependencies. */
const WRITE_ROUTES: Record<string, string | null> = {
  "/api/applications": "careersContext",
  "/api/blog/[slug]/like": "blogContext",
  "/api/blog/[slug]/view": "blogContext",
  "/api/demo-requests": "demoRequestContext",
  "/api/mail/drain": null,
  "/api/newsletter": "newsletterContext",
  "/api/newsletter/unsubscribe": "newsletterContext",
  "/api/preview/exit": null,
  "/api/resumes": "careersContext",
  "/api/revalidate": "revalidationContext",
  "/api/staff/applications/[id]/delete": "staffContext",
  "/api/staff/applications/[id]/email": "staffContext",
  "/api/staff/applications/[id]/notes": "staffContext",
  "/api/staff/applications/[id]/scorecard": "staffContext",
  "/api/staff/applications/[id]/stage": "staffContext",
  "/api/staff/applications/export": "staffContext",
  "/api/staff/inbox-filter": null,
  "/api/staff/mail/refresh": null,
  "/api/staff/mail/requeue": null,
  "/api/staff/newsletter": "sendContext",
  "/api/staff/newsletter/[id]": "sendContext",
  "/api/staff/newsletter/digest": "sendContext",
  "/api/staff/newsletter/[id]/send": "sendContext",
  "/api/staff/newsletter/[id]/test": "sendContext",
  "/api/staff/brands": "contentEditContext",
  "/api/staff/brands/[id]/image": "contentEditContext",
  "/api/staff/departments": "contentEditContext",
  "/api/staff/revisions/restore": "contentEditContext",
  "/api/staff/newsletter/subscribers/erase": "subscriberContext",
  "/api/staff/newsletter/subscribers/export": "subscriberContext",
  "/api/staff/newsletter/subscribers/filter": null,
  "/api/staff/newsletter/subscribers/unsubscribe": "subscriberContext",
  "/api/staff/posts": "contentEditContext",
  "/api/staff/posts/[id]/cover": "contentEditContext",
  "/api/staff/roles": "contentEditContext",
  "/api/staff/session": "staffContext",
  "/api/staff/sign-in": "staffContext",
  "/api/staff/sign-out": "staffContext",
  "/api/staff/team": "staffContext",
  "/api/staff/team/remove": "staffContext",
  "/api/staff/tokens": "staffContext",
  "/api/staff/tokens/revoke": "staffContext",
  "/api/staff/content/push": "contentEditContext",
  "/api/staff/content/preview": "contentEditContext",
};

const WRITE_METHODS = /export const (POST|PUT|PATCH|DELETE) = (\w+)\(\s*"([^"]+)"/g;

function routeFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(relative);
    return entry.name === "route.ts" ? [relative] : [];
  });
}

const addressOf = (file: string) => `/${path.posix.dirname(file).replace(/^app\//, "")}`;

interface WriteRoute {
  address: string;
  source: string;
  wrapper: string;
  label: string;
}

function writeRoutes(files: string[], read: (file: string) => string): WriteRoute[] {
  return files.flatMap((file) => {
    const source = read(file);
    return [...source.matchAll(WRITE_METHODS)].map(([, , wrapper, label]) => ({
      address: addressOf(file),
      source,
      wrapper: wrapper as string,
      label: label as string,
    }));
  });
}

/** What is wrong with a write route's shape, one line per fault. */
function shapeFaults(route: WriteRoute): string[] {
  const faults: string[] = [];
  if (route.wrapper !== "writeHandler") faults.push(`${route.address}: not wrapped in writeHandler`);
  if (route.label !== route.address) faults.push(`${route.address}: log label "${route.label}" is not its address`);
  if (/@\/lib\/(ports\/|features\/content\/store)/.test(route.source)) faults.push(`${route.address}: opens a store itself`);
  const context = WRITE_ROUTES[route.address];
  if (context === undefined) faults.push(`${route.address}: not in the list of write routes`);
  else if (context && !new RegExp(`await ${context}\\(\\)`).test(route.source)) faults.push(`${route.address}: its action is not handed ${context}()`);
  return faults;
}

/** Read routes wrapped in the write handler, or labelled other than by their address. */
function readFaults(files: string[], read: (file: string) => string): string[] {
  return files.flatMap((file) => {
    const match = read(file).match(/export const (?:GET|HEAD) = (\w+)\(\s*"([^"]+)"/);
    if (!match) return [];
    const [, wrapper, label] = match;
    return [
      ...(wrapper === "writeHandler" ? [`${addressOf(file)}: a read wrapped in writeHandler`] : []),
      ...(label !== addressOf(file) ? [`${addressOf(file)}: log label "${label}" is not its address`] : []),
    ];
  });
}

describe("write routes", () => {
  const files = routeFiles("app/api");
  const read = (file: string) => fs.readFileSync(path.join(ROOT, file), "utf8");
  const routes = writeRoutes(files, read);

  it("are exactly the listed ones", () => {
    expect(routes.map((route) => route.address).sort()).toEqual(Object.keys(WRITE_ROUTES).sort());
  });

  it("all have one shape", () => {
    expect(routes.flatMap(shapeFaults)).toEqual([]);
  });

  it("reads are not wrapped in the write handler and are labelled by their address", () => {
    expect(readFaults(files, read)).toEqual([]);
  });

  it("would catch each kind of fault", () => {
    const file = "app/api/demo-requests/route.ts";
    const breached = (source: string) => writeRoutes([file], () => source).flatMap(shapeFaults);
    expect(breached(`export const POST = writeHandler("demo-requests", "demoRequest", async () => submit(await demoRequestContext()));`)).toEqual([
      `/api/demo-requests: log label "demo-requests" is not its address`,
    ]);
    expect(
      breached(
        `import { documents } from "@/lib/features/content/store";\nexport const POST = writeHandler("/api/demo-requests", "demoRequest", async () => submit(await documents()));`,
      ),
    ).toEqual(["/api/demo-requests: opens a store itself", "/api/demo-requests: its action is not handed demoRequestContext()"]);
    expect(breached(`export const POST = handler("/api/demo-requests", "demoRequest", async () => submit(await demoRequestContext()));`)).toEqual([
      "/api/demo-requests: not wrapped in writeHandler",
    ]);
    expect(writeRoutes(["app/api/new/route.ts"], () => `export const POST = writeHandler("/api/new", "x", h);`).flatMap(shapeFaults)).toEqual([
      "/api/new: not in the list of write routes",
    ]);
    expect(readFaults([file], () => `export const GET = writeHandler("/api/demo-requests", "x", h);`)).toEqual([
      "/api/demo-requests: a read wrapped in writeHandler",
    ]);
  });
});
