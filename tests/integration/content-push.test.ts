import { generateKeyPairSync, randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Database } from "@/lib/primitives/sqlite-driver";
import { deleteApp, getApp } from "firebase-admin/app";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rssFeed } from "@/lib/features/blog/feed";
import { resolveRoleSlug } from "@/lib/features/careers/role-slug";
import { resolveConfig } from "@/lib/primitives/config";
import { loadContentFolder } from "@/lib/features/content/load";
import { oweRefresh, owedBy, readOwedRefresh, settleRefresh } from "@/lib/features/content/owed-refresh";
import { type DocumentChange, pushContent } from "@/lib/features/content/push";
import { isRemovedAddressIn } from "@/lib/features/content/removed-keys";
import { recordPostView } from "@/lib/features/blog/counters";
import { createFirestoreDocumentStore } from "@/lib/ports/documents/firestore";
import type { AdminDocumentStore } from "@/lib/ports/documents/port";
import { COLLECTIONS } from "@/lib/services/collections";
import { createSqliteDocumentStore } from "@/lib/ports/documents/sqlite";
import { createFirebaseFileStore } from "@/lib/ports/files/firebase-storage";
import { createLocalFileStore } from "@/lib/ports/files/local";
import type { FileStore } from "@/lib/ports/files/port";
import { startFirestoreEmulator } from "@/tests/support/firestore-emulator";
import { type GcsServer, startGcsServer } from "@/tests/support/gcs-server";
import { getDepartment, getPostBySlug, listPublishedPosts } from "@/lib/features/content/records";

/**
 * `content push` from a folder of files into each pair of adapters the site can run on: the
 * embedded defaults (SQLite, local folder) and the production ones (Firestore through its
 * emulator, Cloud Storage through the GCS-protocol server). What pages show is read the way the
 * pages read it: published posts from the store, the feed built from them. The e2e suite repeats
 * this over HTTP against the production build (e2e/content-publishing.spec.ts).
 */
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "lexor-content-push-"));
const SVG = (fill: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"><rect width="1200" height="630" fill="${fill}"/></svg>`;
const NOW = new Date("2026-11-23T12:00:00.000Z");

interface Adapters {
  store: AdminDocumentStore;
  files: FileStore;
  /** The bytes behind an image URL the files adapter handed out. */
  imageAt(url: string): Promise<Buffer | null>;
  /**
   * Post bodies keep only same-site and https images (lib/features/content/sanitize.ts). Cloud Storage hands
   * out https URLs; the GCS-protocol server here answers on http, so its body images are dropped.
   */
  bodyImagesKept: boolean;
  close(): Promise<void>;
}

let folders = 0;
function writeFolder(files: Record<string, string>): string {
  folders += 1;
  const root = path.join(scratch, `content-${folders}`);
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), content);
  }
  return root;
}

function postFile(fields: { title: string; slug: string; status: string; cover?: string; coverAlt?: string }, body: string): string {
  return [
    "---",
    `title: ${fields.title}`,
    `slug: ${fields.slug}`,
    "excerpt: A post pushed from a file.",
    "category: Data",
    "tags: [Files]",
    ...(fields.cover ? [`cover: ${fields.cover}`] : []),
    ...(fields.coverAlt ? [`coverAlt: ${fields.coverAlt}`] : []),
    `status: ${fields.status}`,
    "publishedAt: 2026-06-01T08:00:00Z",
    "---",
    "",
    body,
  ].join("\n");
}

const department = (roleName: string, slug: string, formerSlugs: string[] = []) =>
  `title: Research\nisActive: true\nroles:\n  - name: ${roleName}\n    slug: ${slug}\n    formerSlugs: [${formerSlugs.join(", ")}]\n`;

async function push(adapters: Adapters, root: string, options: { dryRun?: boolean } = {}) {
  const { entries, problems } = loadContentFolder(root);
  expect(problems).toEqual([]);
  return pushContent(entries, { store: adapters.store, files: adapters.files, now: () => NOW, ...options });
}

/** What a visitor can see: the list, the feed's items and each article, published only. */
async function visible(store: AdminDocumentStore) {
  const posts = await listPublishedPosts(store);
  const feed = rssFeed(posts, "https://lexor.example", "Lexor");
  return {
    list: posts.map((post) => post.title),
    feed: [...feed.matchAll(/<item>\s*<title>([^<]*)<\/title>/g)].map((match) => match[1]),
    sitemap: posts.map((post) => `/blog/${post.slug}`),
    article: async (slug: string) => {
      const post = await getPostBySlug(store, slug);
      return post?.status === "published" ? post : null;
    },
  };
}

function pushContract(name: string, setup: () => Promise<Adapters>) {
  describe(`content push into ${name}`, () => {
    let adapters: Adapters;
    const run = randomUUID().slice(0, 8);
    const slug = (base: string) => `${base}-${run}`;
    beforeAll(async () => {
      adapters = await setup();
    });
    afterAll(async () => {
      await adapters.close();
    });

    it("creates a new post, updates an edited one, hides an unpublished one, and a second run changes nothing", async () => {
      const first = writeFolder({
        [`posts/edited-${run}.md`]: postFile({ title: "Before the edit", slug: slug("edited"), status: "published" }, "The first body."),
        [`posts/unpublished-${run}.md`]: postFile({ title: "Soon withdrawn", slug: slug("unpublished"), status: "published" }, "Here for now."),
      });
      const created = await push(adapters, first);
      expect(created.changes.map((change) => `${change.action} ${change.id}`)).toEqual([`create edited-${run}`, `create unpublished-${run}`]);
      // Live counters the site keeps must survive every later push.
      await recordPostView(adapters.store, `edited-${run}`);
      await recordPostView(adapters.store, `edited-${run}`);

      const before = await visible(adapters.store);
      expect(before.list).toEqual(expect.arrayContaining(["Before the edit", "Soon withdrawn"]));
      expect(before.feed).toEqual(expect.arrayContaining(["Before the edit", "Soon withdrawn"]));
      expect(before.sitemap).toContain(`/blog/${slug("unpublished")}`);
      expect(before.list).not.toContain("Freshly written");

      const second = writeFolder({
        [`posts/edited-${run}.md`]: postFile({ title: "After the edit", slug: slug("edited"), status: "published" }, "The **second** body."),
        [`posts/unpublished-${run}.md`]: postFile({ title: "Soon withdrawn", slug: slug("unpublished"), status: "draft" }, "Here for now."),
        [`posts/new-${run}.md`]: postFile(
          { title: "Freshly written", slug: slug("new"), status: "published", cover: "covers/new.svg", coverAlt: "A square in deep blue" },
          "With a picture: ![chart](images/chart.svg)",
        ),
        "posts/covers/new.svg": SVG("#123456"),
        "posts/images/chart.svg": SVG("#654321"),
      });

      const planned = await push(adapters, second, { dryRun: true });
      expect(planned.changes.map((change) => `${change.action} ${change.id} ${change.fields.join(",")}`)).toEqual([
        `update edited-${run} title,content,markdown`,
        `create new-${run} slug,title,excerpt,content,markdown,category,tags,coverImage,coverAlt,readTime,publishedAt,status`,
        `update unpublished-${run} status`,
      ]);
      expect(planned.uploads).toHaveLength(2);
      // A dry run writes nothing: the pages still show the first version.
      expect((await visible(adapters.store)).list).toEqual(before.list);
      for (const key of planned.uploads) expect(await adapters.files.exists(key)).toBe(false);

      const pushed = await push(adapters, second);
      expect(pushed.changes).toEqual(planned.changes);
      const after = await visible(adapters.store);
      expect(after.list).toEqual(expect.arrayContaining(["After the edit", "Freshly written"]));
      expect(after.list).not.toContain("Before the edit");
      expect(after.list).not.toContain("Soon withdrawn");
      expect(after.feed).toEqual(expect.arrayContaining(["After the edit", "Freshly written"]));
      expect(after.feed).not.toContain("Soon withdrawn");
      expect(after.sitemap).toContain(`/blog/${slug("new")}`);
      expect(after.sitemap).not.toContain(`/blog/${slug("unpublished")}`);
      expect(await after.article(slug("unpublished"))).toBeNull();
      expect(pushed.changes.flatMap((change) => change.removed)).toEqual([`/blog/${slug("unpublished")}`]);
      expect(await isRemovedAddressIn(adapters.store, `/blog/${slug("unpublished")}`)).toBe(true);
      expect(await isRemovedAddressIn(adapters.store, `/blog/${slug("edited")}`)).toBe(false);

      const edited = await after.article(slug("edited"));
      expect(edited).toMatchObject({ title: "After the edit", views: 2, updatedAt: NOW.toISOString() });
      expect(edited?.content).toContain("<strong>second</strong>");
      const fresh = await after.article(slug("new"));
      expect(fresh?.coverImage).toBeTruthy();
      expect(fresh?.coverAlt).toBe("A square in deep blue");
      expect((await adapters.imageAt(fresh?.coverImage ?? ""))?.toString()).toBe(SVG("#123456"));
      const chart = planned.uploads.find((key) => key.startsWith("blog/images/chart-")) ?? "";
      expect(Buffer.from((await adapters.files.get(chart))?.bytes ?? []).toString()).toBe(SVG("#654321"));
      if (adapters.bodyImagesKept) {
        const inline = /<img src="([^"]+)"/.exec(fresh?.content ?? "")?.[1] ?? "";
        expect((await adapters.imageAt(inline))?.toString()).toBe(SVG("#654321"));
      }

      const stored = await adapters.store.get(COLLECTIONS.blogs, `edited-${run}`);
      const again = await push(adapters, second);
      expect(again).toMatchObject({ changes: [], uploads: [], unchanged: 3 });
      expect(await adapters.store.get(COLLECTIONS.blogs, `edited-${run}`)).toEqual(stored);
    });

    it("refuses a slug another stored post has, and writes nothing", async () => {
      const taken = writeFolder({ [`posts/first-${run}.md`]: postFile({ title: "First", slug: slug("taken"), status: "published" }, "One.") });
      await push(adapters, taken);
      const clash = writeFolder({
        [`posts/second-${run}.md`]: postFile({ title: "Second", slug: slug("taken"), status: "published" }, "Two."),
        [`posts/third-${run}.md`]: postFile({ title: "Third", slug: slug("third"), status: "published" }, "Three."),
      });
      const report = await push(adapters, clash);
      expect(report.problems).toEqual([
        expect.objectContaining({ line: 3, message: `slug "${slug("taken")}" already belongs to the stored post blogs/first-${run}` }),
      ]);
      expect(report.changes).toEqual([]);
      expect(await adapters.store.get(COLLECTIONS.blogs, `third-${run}`)).toBeNull();
    });

    it("keeps a role's address when it is renamed, sends its old slug to the new one, and marks a removed role's addresses", async () => {
      const id = `research-${run}`;
      const read = async () => {
        const found = await getDepartment(adapters.store, id);
        if (!found) throw new Error("department missing");
        return found;
      };
      await push(adapters, writeFolder({ [`departments/${id}.yaml`]: department("Signal Analyst", "signal-analyst") }));
      await push(adapters, writeFolder({ [`departments/${id}.yaml`]: department("Senior Signal Analyst", "signal-analyst") }));
      expect(resolveRoleSlug(await read(), "signal-analyst")).toEqual({ role: { role: "Senior Signal Analyst", slug: "signal-analyst" } });

      const moved = await push(
        adapters,
        writeFolder({ [`departments/${id}.yaml`]: department("Senior Signal Analyst", "senior-signal-analyst", ["signal-analyst"]) }),
      );
      expect(moved.changes[0]?.fields).toEqual(["roleSlugs", "formerRoleSlugs"]);
      expect(resolveRoleSlug(await read(), "signal-analyst")).toEqual({
        movedTo: { role: "Senior Signal Analyst", slug: "senior-signal-analyst" },
      });
      expect(moved.changes[0]?.removed).toEqual([]);

      const replaced = await push(adapters, writeFolder({ [`departments/${id}.yaml`]: department("Signal Lead", "signal-lead") }));
      expect(replaced.changes[0]?.removed).toEqual([`/apply/${id}/senior-signal-analyst`, `/apply/${id}/signal-analyst`]);
      for (const removed of ["senior-signal-analyst", "signal-analyst"]) {
        expect(await isRemovedAddressIn(adapters.store, `/apply/${id}/${removed}`)).toBe(true);
      }
      expect(await isRemovedAddressIn(adapters.store, `/apply/${id}/signal-lead`)).toBe(false);
    });
  });
}

pushContract("SQLite and a local files folder", async () => {
  const dataDir = path.join(scratch, "embedded");
  const store = createSqliteDocumentStore(path.join(dataDir, "lexor.sqlite"));
  const files = createLocalFileStore(resolveConfig({ DATA_DIR: dataDir }));
  return {
    store,
    files,
    bodyImagesKept: true,
    async imageAt(url) {
      const prefix = "/api/files/public/";
      if (!url.startsWith(prefix)) return null;
      const file = await files.get(url.slice(prefix.length).split("/").map(decodeURIComponent).join("/"));
      return file ? Buffer.from(file.bytes) : null;
    },
    close: () => store.close(),
  };
});

describe("a push whose storage fails halfway", () => {
  it("stops at the failed write, says what was stored and what was not, keeps the refresh owed, and a rerun finishes", async () => {
    const dataDir = path.join(scratch, "halfway");
    const store = createSqliteDocumentStore(path.join(dataDir, "lexor.sqlite"));
    const files = createLocalFileStore(resolveConfig({ DATA_DIR: dataDir }));
    const root = writeFolder(
      Object.fromEntries([1, 2, 3].map((n) => [`posts/half-${n}.md`, postFile({ title: `Half ${n}`, slug: `half-${n}`, status: "published" }, "Body.")])),
    );
    const { entries } = loadContentFolder(root);
    const options = { store, files, beforeWrite: async (changes: readonly DocumentChange[]) => void (await oweRefresh(store, owedBy(changes))) };
    // A real storage error from the real database: SQLite itself refuses the second post's row.
    const db = new Database(path.join(dataDir, "lexor.sqlite"));
    db.exec("CREATE TRIGGER refuse_half_2 BEFORE INSERT ON documents WHEN NEW.id = 'half-2' BEGIN SELECT RAISE(ABORT, 'disk is full'); END");

    const failed = await pushContent(entries, options);
    expect(failed.stored.map((change) => change.id)).toEqual(["half-1"]);
    expect(failed.failure).toMatchObject({ change: { id: "half-2" }, error: expect.stringContaining("disk is full") });
    expect(failed.changes.map((change) => change.id)).toEqual(["half-1", "half-2", "half-3"]);
    expect(await store.get(COLLECTIONS.blogs, "half-1")).not.toBeNull();
    expect(await store.get(COLLECTIONS.blogs, "half-3")).toBeNull();
    const owed = await readOwedRefresh(store);
    expect(owed.documents.map((document) => document.id)).toEqual(["half-1", "half-2", "half-3"]);
    expect(owed.paths).toEqual(["/blog/half-1", "/blog/half-2", "/blog/half-3"]);

    db.exec("DROP TRIGGER refuse_half_2");
    db.close();
    const rerun = await pushContent(entries, options);
    expect(rerun.failure).toBeUndefined();
    expect(rerun.stored.map((change) => `${change.action} ${change.id}`)).toEqual(["create half-2", "create half-3"]);
    expect(rerun.unchanged).toBe(1);
    expect((await readOwedRefresh(store)).documents).toHaveLength(3);
    await settleRefresh(store, owed);
    expect((await readOwedRefresh(store)).documents.map((document) => document.id)).toEqual(["half-2", "half-3"]);
    await settleRefresh(store, await readOwedRefresh(store));
    expect(await readOwedRefresh(store)).toMatchObject({ documents: [], paths: [] });
    await store.close();
  });
});

let gcs: GcsServer | undefined;
let stopEmulator: (() => void) | undefined;
pushContract("Firestore (emulator) and Cloud Storage (GCS protocol)", async () => {
  const emulator = await startFirestoreEmulator();
  stopEmulator = emulator.stop;
  process.env.FIRESTORE_EMULATOR_HOST = emulator.host;
  const bucket = "lexor-content.appspot.com";
  gcs = await startGcsServer([bucket]);
  process.env.FIREBASE_STORAGE_EMULATOR_HOST = gcs.host;
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const appName = `content-push-${randomUUID()}`;
  const settings = resolveConfig({
    DATA_DIR: path.join(scratch, "firebase"),
    FIREBASE_PROJECT_ID: "lexor-content",
    FIREBASE_CLIENT_EMAIL: "content@lexor-content.iam.gserviceaccount.com",
    FIREBASE_PRIVATE_KEY: privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
    FIREBASE_STORAGE_BUCKET: bucket,
  });
  const files = createFirebaseFileStore(settings, appName);
  const store = createFirestoreDocumentStore(getApp(appName));
  return {
    store,
    files,
    bodyImagesKept: false,
    async imageAt(url) {
      const response = await fetch(url);
      return response.ok ? Buffer.from(await response.arrayBuffer()) : null;
    },
    async close() {
      await store.close();
      await deleteApp(getApp(appName));
    },
  };
});

afterAll(async () => {
  stopEmulator?.();
  await gcs?.close();
  delete process.env.FIRESTORE_EMULATOR_HOST;
  delete process.env.FIREBASE_STORAGE_EMULATOR_HOST;
  fs.rmSync(scratch, { recursive: true, force: true });
});
