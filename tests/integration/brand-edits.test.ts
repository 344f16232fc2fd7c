import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { AdminDocumentStore } from "@/lib/ports/documents/port";

// The browser's platform (brand) editor through its route handler on a real SQLite file: the brand
// file schema and the push content:push uses, the version every save carries, the image a push set
// kept, and nothing written on a refusal.
const SITE = "http://127.0.0.1:4496";
const ADMIN = "ada@lexor.example";
const EDITOR = "brand-editor@lexor.example";
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"><rect width="4" height="4" fill="#123"/></svg>';
const BRAND = `name: Beacon
description: A platform to edit.
url: https://beacon.lexor.example
number: 3
image: images/beacon.svg
`;
let dataDir: string;
let folder: string;
let store: AdminDocumentStore;
let m: Awaited<ReturnType<typeof load>>;
const sessions: Record<string, string> = {};

async function load() {
  return {
    route: await import("@/app/api/staff/brands/route"),
    restoreRoute: await import("@/app/api/staff/revisions/restore/route"),
    edits: await import("@/lib/features/content/edits"),
    brands: await import("@/lib/features/brands/edits"),
    records: await import("@/lib/features/content/records"),
    owed: await import("@/lib/features/content/owed-refresh"),
    revisions: await import("@/lib/features/content/revisions"),
    push: await import("@/lib/features/content/push"),
    load: await import("@/lib/features/content/load"),
    documents: await import("@/lib/features/content/store"),
    files: await import("@/lib/ports/files"),
    identity: await import("@/lib/ports/identity"),
  };
}

const formPost = (body: Record<string, string>, { role = "editor", accept = "text/html", url = "/api/staff/brands" } = {}) =>
  new Request(`${SITE}${url}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", accept, origin: SITE, cookie: `lexor_staff=${sessions[role] ?? ""}` },
    body: new URLSearchParams(body).toString(),
  });

const stored = () => store.get("brands", "beacon");
const versionNow = async () => m.edits.documentVersion(await stored());

async function form(fields: Record<string, string> = {}): Promise<Record<string, string>> {
  const brand = await m.brands.staffBrand("beacon", { store });
  if (!brand) throw new Error("beacon is not stored");
  return { ...m.brands.brandFormOf(brand), ...fields };
}

const save = async (body: Record<string, string>, accept = "application/json") => m.route.POST(formPost(body, { accept }));

async function pushFolder(text: string) {
  fs.writeFileSync(path.join(folder, "brands", "beacon.yaml"), text);
  const loaded = m.load.loadContentFolder(folder);
  expect(loaded.problems).toEqual([]);
  await m.push.pushContent(loaded.entries, { store, files: m.files.fileStore() });
}

beforeAll(async () => {
  vi.spyOn(console, "log").mockImplementation(() => undefined);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lexor-brand-edits-"));
  Object.assign(process.env, { DATA_DIR: dataDir, SITE_URL: SITE, STAFF_EMAILS: ADMIN, RATE_LIMIT_SCALE: "100", SEED_DEMO_CONTENT: "false" });
  delete process.env.SMTP_URL;
  m = await load();
  store = await m.documents.adminDocuments();
  for (const [email, role, scopes] of [
    [EDITOR, "editor", []],
    ["brand-hiring@lexor.example", "hiring", ["design"]],
  ] as const) {
    await m.identity.identity().saveGrant({ email, role, scopes: [...scopes] });
    const session = await m.identity.identity().redeemSignInCode(await m.identity.identity().issueSignInCode(email));
    if (!session) throw new Error(`no session for ${email}`);
    sessions[role] = session.token;
  }
  folder = path.join(dataDir, "content");
  fs.mkdirSync(path.join(folder, "brands", "images"), { recursive: true });
  fs.writeFileSync(path.join(folder, "brands", "images", "beacon.svg"), SVG);
  await pushFolder(BRAND);
}, 60_000);

afterAll(async () => {
  await store.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("the platform editor's route", () => {
  it("saves every field through the push: the brand the home page lists changes, its image and untouched number stay, the refresh is owed for it", async () => {
    const image = (await stored())?.backgroundImagePath;
    expect(image).toMatch(/^brands\//);
    const response = await save(await form({ name: "Beacon Two", description: "Edited in the browser.", url: "/thestral", brandVersion: "2.5" }), "text/html");
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/staff/brands/beacon?done=save");
    expect(await stored()).toEqual({
      name: "Beacon Two",
      description: "Edited in the browser.",
      url: "/thestral",
      version: "2.5",
      number: 3,
      backgroundImagePath: image,
    });
    expect(await m.records.listBrands(store)).toEqual([expect.objectContaining({ id: "beacon", name: "Beacon Two", description: "Edited in the browser." })]);
    expect((await m.owed.readOwedRefresh(store)).documents).toContainEqual({ collection: "brands", id: "beacon" });
    const [latest] = await m.revisions.listRevisions(store, "brands", "beacon");
    expect(latest).toMatchObject({ by: EDITOR, content: { name: "Beacon Two", backgroundImagePath: image } });
  });

  it("removes an emptied field and answers JSON with the refresh to a script", async () => {
    const response = await save(await form({ url: "", brandVersion: "" }));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: "beacon", changed: true, refresh: expect.stringMatching(/^(done|owed)$/) });
    const brand = await stored();
    expect(brand).not.toHaveProperty("url");
    expect(brand).not.toHaveProperty("version");
    expect(brand?.number).toBe(3);
  });

  it("refuses a save based on an older version with 409, keeps the editor's text for the page, and writes nothing", async () => {
    const opened = await form({ description: "The second editor's text." });
    await save(await form({ description: "The first editor saved." }));
    const before = await stored();
    const json = await save(opened);
    expect(json.status).toBe(409);
    expect(((await json.json()) as { error: string }).error).toMatch(/Someone else saved this platform/);
    const page = await save(opened, "text/html");
    expect(page.status).toBe(303);
    expect(page.headers.get("location")).toBe("/staff/brands/beacon?kept=1");
    const kept = await m.edits.keptSubmission(EDITOR, m.brands.brandFormSchema, (sent) => sent.id === "beacon", { store });
    expect(kept).toMatchObject({ form: { description: "The second editor's text." }, message: expect.stringMatching(/Someone else saved/) });
    expect(await stored()).toEqual(before);
  });

  it("takes a change made by content:push as a new version", async () => {
    const opened = await form({ description: "Opened before the push." });
    await pushFolder(BRAND.replace("A platform to edit.", "Pushed again."));
    expect((await save(opened)).status).toBe(409);
    expect((await stored())?.description).toBe("Pushed again.");
  });

  it("refuses invalid fields with 400 naming each, and a link that is not https or a site path, and writes nothing", async () => {
    const before = await stored();
    const bad = await save(await form({ name: "  ", brandVersion: "x".repeat(21), url: "http://beacon.lexor.example" }));
    expect(bad.status).toBe(400);
    expect(Object.keys(((await bad.json()) as { details: { fields: Record<string, string> } }).details.fields).sort()).toEqual(["brandVersion", "name", "url"]);
    for (const url of ["javascript:alert(1)", "//evil.example", "ftp://beacon.lexor.example", "beacon"]) {
      const response = await save(await form({ url }));
      expect([url, response.status]).toEqual([url, 400]);
    }
    const page = await save(await form({ description: "x".repeat(1001) }), "text/html");
    expect(page.headers.get("location")).toBe("/staff/brands/beacon?kept=1");
    const kept = await m.edits.keptSubmission(EDITOR, m.brands.brandFormSchema, (sent) => sent.id === "beacon", { store });
    expect(kept?.fields).toHaveProperty("description");
    expect((await save({ ...(await form()), image: "elsewhere.svg" })).status, "a field the form has not").toBe(400);
    expect((await save({ ...(await form()), id: "../beacon" })).status).toBe(404);
    expect((await save({ ...(await form()), id: "nowhere" })).status).toBe(404);
    expect(await stored()).toEqual(before);
  });

  it("restores an earlier revision of a platform through the restore route", async () => {
    const [first] = (await m.revisions.listRevisions(store, "brands", "beacon")).slice(-1);
    expect(first).toMatchObject({ by: "content:push", content: { name: "Beacon", description: "A platform to edit." } });
    const response = await m.restoreRoute.POST(
      formPost({ collection: "brands", id: "beacon", seq: String(first?.seq), version: await versionNow() }, { url: "/api/staff/revisions/restore" }),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/staff/brands/beacon?done=restored");
    expect(await stored()).toEqual(first?.content);
    expect((await m.revisions.listRevisions(store, "brands", "beacon"))[0]).toMatchObject({ by: EDITOR, restoredFrom: first?.seq });
  });

  it("is refused to a hiring manager and to a request without a session, and across origins", async () => {
    const body = await form({ description: "Hijacked." });
    const before = await stored();
    expect((await m.route.POST(formPost(body, { role: "hiring" }))).status).toBe(403);
    expect((await m.route.POST(formPost(body, { role: "nobody" }))).status).toBe(401);
    const crossSite = new Request(`${SITE}/api/staff/brands`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://evil.example", cookie: `lexor_staff=${sessions.editor}` },
      body: new URLSearchParams(body).toString(),
    });
    expect((await m.route.POST(crossSite)).status).toBe(403);
    expect(await stored()).toEqual(before);
  });
});
