import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { ContentEditDependencies } from "@/lib/features/content/edits";
import type { PostForm } from "@/lib/features/content/post-edits";
import type { AdminDocumentStore } from "@/lib/ports/documents/port";

// Every change of a post or department is a revision (the browser, content:push, the seed); the
// last fifty are kept, and a restore writes one back through the save's path and version check.
const SITE = "http://127.0.0.1:4497";
const ADMIN = "ada@lexor.example";
const EDITOR = "editor@lexor.example";
let dataDir: string;
let store: AdminDocumentStore;
let deps: ContentEditDependencies;
let m: Awaited<ReturnType<typeof load>>;
const sessions: Record<string, string> = {};

async function load() {
  return {
    restoreRoute: await import("@/app/api/staff/revisions/restore/route"),
    postsRoute: await import("@/app/api/staff/posts/route"),
    revisions: await import("@/lib/features/content/revisions"),
    posts: await import("@/lib/features/content/post-edits"),
    edits: await import("@/lib/features/content/edits"),
    owed: await import("@/lib/features/content/owed-refresh"),
    push: await import("@/lib/features/content/push"),
    load: await import("@/lib/features/content/load"),
    seed: await import("@/lib/features/content/seed"),
    documents: await import("@/lib/features/content/store"),
    files: await import("@/lib/ports/files"),
    identity: await import("@/lib/ports/identity"),
  };
}

const form = (fields: Partial<PostForm>): PostForm => ({
  id: "",
  version: "new",
  intent: "save",
  title: "History post",
  slug: "history-post",
  excerpt: "A post with a history.",
  category: "Engineering",
  tags: "",
  authorName: "",
  authorRole: "",
  publishedAt: "",
  coverAlt: "",
  markdown: "First body.",
  ...fields,
});

const formPost = (url: string, body: Record<string, string>, role = "editor", accept = "text/html") =>
  new Request(`${SITE}${url}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", accept, origin: SITE, cookie: `lexor_staff=${sessions[role] ?? ""}` },
    body: new URLSearchParams(body).toString(),
  });

const versionOf = async (id: string) => m.edits.documentVersion(await store.get("blogs", id));

beforeAll(async () => {
  vi.spyOn(console, "log").mockImplementation(() => undefined);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lexor-revisions-"));
  Object.assign(process.env, { DATA_DIR: dataDir, SITE_URL: SITE, STAFF_EMAILS: ADMIN, RATE_LIMIT_SCALE: "100", SEED_DEMO_CONTENT: "false" });
  delete process.env.SMTP_URL;
  m = await load();
  store = await m.documents.adminDocuments();
  deps = { store, files: m.files.fileStore() };
  for (const [email, role, scopes] of [
    [EDITOR, "editor", []],
    ["hiring@lexor.example", "hiring", ["design"]],
  ] as const) {
    await m.identity.identity().saveGrant({ email, role, scopes: [...scopes] });
    const session = await m.identity.identity().redeemSignInCode(await m.identity.identity().issueSignInCode(email));
    if (!session) throw new Error(`no session for ${email}`);
    sessions[role] = session.token;
  }
}, 60_000);

afterAll(async () => {
  await store.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("revisions", () => {
  it("records who changed a post and when, from the browser and from content:push, with the content as stored", async () => {
    const first = await m.postsRoute.POST(formPost("/api/staff/posts", { ...form({}) }));
    expect(first.status).toBe(303);
    await m.posts.savePost(form({ id: "history-post", version: await versionOf("history-post"), title: "Second title" }), { ...deps, author: { by: EDITOR } });

    const folder = path.join(dataDir, "content", "posts");
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(
      path.join(folder, "history-post.md"),
      "---\ntitle: Pushed title\nslug: history-post\nexcerpt: Pushed.\ncategory: Data\nstatus: draft\npublishedAt: 2026-06-01T08:00:00Z\n---\n\nPushed body.\n",
    );
    await m.push.pushContent(m.load.loadContentFolder(path.dirname(folder)).entries, { store, files: deps.files });

    const revisions = await m.revisions.listRevisions(store, "blogs", "history-post");
    expect(revisions.map(({ seq, by }) => [seq, by])).toEqual([
      [3, "content:push"],
      [2, EDITOR],
      [1, EDITOR],
    ]);
    expect(revisions[0]?.content).toMatchObject({ title: "Pushed title", markdown: "Pushed body." });
    expect(revisions[2]?.content).toMatchObject({ title: "History post", markdown: "First body." });
    expect(revisions[0]?.content).not.toHaveProperty("views");
  });

  it("records the seed's documents as by the seed", async () => {
    await m.seed.seedDemoContent(store, deps.files);
    const [department] = await m.revisions.listRevisions(store, "departments", "engineering");
    expect(department).toMatchObject({ seq: 1, by: "seed" });
    expect(department?.content).toMatchObject({ title: expect.any(String) });
  });

  it("keeps the last fifty of a document", async () => {
    for (let n = 1; n <= 53; n += 1) {
      await m.posts.savePost(form({ id: n === 1 ? "" : "ring-post", slug: "ring-post", version: await versionOf("ring-post"), title: `Take ${n}` }), deps);
    }
    const kept = await m.revisions.listRevisions(store, "blogs", "ring-post");
    expect(kept).toHaveLength(50);
    expect(kept[0]).toMatchObject({ seq: 53, content: { title: "Take 53" } });
    expect(kept.at(-1)).toMatchObject({ seq: 4, content: { title: "Take 4" } });
    expect(await m.revisions.getRevision(store, "blogs", "ring-post", 3)).toBeNull();
  });

  it("restores a revision through the write path: a new revision naming what it restored, the old text back", async () => {
    const response = await m.restoreRoute.POST(
      formPost("/api/staff/revisions/restore", { collection: "blogs", id: "history-post", seq: "1", version: await versionOf("history-post") }),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/staff/posts/history-post?done=restored");
    expect(await store.get("blogs", "history-post")).toMatchObject({ title: "History post", markdown: "First body.", category: "Engineering" });
    const [latest] = await m.revisions.listRevisions(store, "blogs", "history-post");
    expect(latest).toMatchObject({ seq: 4, by: EDITOR, restoredFrom: 1, content: { title: "History post" } });
  });

  it("refuses a stale restore with 409 and a clear message, and changes nothing", async () => {
    const stale = await versionOf("history-post");
    await m.posts.savePost(form({ id: "history-post", version: stale, title: "Newer edit" }), { ...deps, author: { by: EDITOR } });
    const before = await store.get("blogs", "history-post");
    const json = await m.restoreRoute.POST(
      formPost("/api/staff/revisions/restore", { collection: "blogs", id: "history-post", seq: "2", version: stale }, "editor", "application/json"),
    );
    expect(json.status).toBe(409);
    expect(((await json.json()) as { error: string }).error).toMatch(/Someone changed this post after you opened its history\. Nothing was restored/);
    const page = await m.restoreRoute.POST(formPost("/api/staff/revisions/restore", { collection: "blogs", id: "history-post", seq: "2", version: stale }));
    expect(page.status).toBe(303);
    expect(page.headers.get("location")).toBe("/staff/posts/history-post/revisions/2?refused=409");
    expect(await store.get("blogs", "history-post")).toEqual(before);
    expect((await m.revisions.listRevisions(store, "blogs", "history-post"))[0]?.seq).toBe(5);
  });

  it("keeps the slug a post has now as a former slug when the restored revision had another", async () => {
    await m.posts.savePost(form({ slug: "slug-one", title: "Slug one" }), { ...deps, author: { by: EDITOR } });
    await m.posts.savePost(form({ id: "slug-one", slug: "slug-two", version: await versionOf("slug-one"), title: "Slug two" }), {
      ...deps,
      author: { by: EDITOR },
    });
    await m.restoreRoute.POST(
      formPost("/api/staff/revisions/restore", { collection: "blogs", id: "slug-one", seq: "1", version: await versionOf("slug-one") }),
    );
    expect(await store.get("blogs", "slug-one")).toMatchObject({ slug: "slug-one", formerSlugs: ["slug-two"], title: "Slug one" });
  });

  it("restores a department and its roles, and refuses bad input with 400", async () => {
    const [seeded] = await m.revisions.listRevisions(store, "departments", "engineering");
    await store.patchRaw("departments", "engineering", { title: "Renamed by hand" });
    const version = m.edits.documentVersion(await store.get("departments", "engineering"));
    const restored = await m.restoreRoute.POST(
      formPost(
        "/api/staff/revisions/restore",
        { collection: "departments", id: "engineering", seq: String(seeded?.seq), version },
        "editor",
        "application/json",
      ),
    );
    expect(restored.status).toBe(200);
    expect((await store.get("departments", "engineering"))?.title).toBe(seeded?.content.title);
    for (const body of [
      { collection: "applications", id: "x", seq: "1", version: "v" },
      { collection: "blogs", id: "../x", seq: "1", version: "v" },
      { collection: "blogs", id: "x", seq: "zero", version: "v" },
    ]) {
      expect((await m.restoreRoute.POST(formPost("/api/staff/revisions/restore", body, "editor", "application/json"))).status).toBe(400);
    }
  });

  it("is refused to a hiring manager and to a request without a session", async () => {
    const version = await versionOf("history-post");
    const body = { collection: "blogs", id: "history-post", seq: "1", version };
    expect((await m.restoreRoute.POST(formPost("/api/staff/revisions/restore", body, "hiring"))).status).toBe(403);
    expect((await m.restoreRoute.POST(formPost("/api/staff/revisions/restore", body, "nobody"))).status).toBe(401);
    expect(await versionOf("history-post")).toBe(version);
  });
});
