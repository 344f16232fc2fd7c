import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { deleteApp, initializeApp } from "firebase-admin/app";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Application } from "@/lib/domain/application";
import { createFirestoreDocumentStore } from "@/lib/documents/firestore";
import { COLLECTIONS, type DocumentStore } from "@/lib/documents/port";
import { createSqliteDocumentStore } from "@/lib/documents/sqlite";
import { type FirestoreEmulator, startFirestoreEmulator } from "@/tests/support/firestore-emulator";
import { compareIndexes } from "@/tests/support/firestore-indexes";

interface ContractOptions {
  /** The Firestore emulator has no transaction isolation (field notes), so concurrency is not checked there. */
  isolatesTransactions: boolean;
  /** The emulator ignores FieldValue.delete() in update, merge and mergeFields alike (measured), so it never removes a field. */
  removesFields: boolean;
}

const post = (id: string, overrides: Record<string, unknown> = {}) => ({
  slug: `slug-${id}`,
  title: `Title ${id}`,
  excerpt: "An excerpt",
  content: "<p>Body</p>",
  category: "Data",
  tags: ["a"],
  readTime: 4,
  author: { name: "Ada", role: "Principal" },
  publishedAt: "2026-03-01T10:00:00.000Z",
  status: "published",
  views: 3,
  likes: 1,
  ...overrides,
});

const application = (overrides: Partial<Application> = {}): Application => ({
  role: "Platform Engineer",
  name: "Grace Hopper",
  email: "grace@example.com",
  phone: "+1 555 0100",
  github: "",
  resumeURL: "resumes/1-abc.pdf",
  techStack: "",
  location: "",
  workStyle: "",
  departmentId: "engineering",
  submittedAt: new Date().toISOString(),
  status: "pending",
  ...overrides,
});

function documentStoreContract(name: string, options: ContractOptions, setup: () => Promise<DocumentStore>) {
  describe(`documents contract: ${name}`, () => {
    let store: DocumentStore;
    let run = 0;
    /** Unique ids per test, since the emulator keeps its state for the whole file. */
    const id = (base: string) => `${base}-${run}`;

    beforeAll(async () => {
      store = await setup();
    });
    beforeEach(() => {
      run += 1;
    });

    it("reads a department by id and lists only active ones", async () => {
      await store.putRaw(COLLECTIONS.departments, id("eng"), {
        title: "Engineering",
        description: "Builds things",
        isActive: true,
        roles: ["A", "B"],
        techStack: ["TypeScript"],
        keyResponsibilities: [],
        benefits: [],
        requirements: { githubRequired: true, techStackRequired: false },
      });
      await store.putRaw(COLLECTIONS.departments, id("closed"), { title: "Closed", isActive: false, roles: "oops" });

      const engineering = await store.getDepartment(id("eng"));
      expect(engineering).toMatchObject({ id: id("eng"), title: "Engineering", roles: ["A", "B"] });
      expect(engineering?.requirements.githubRequired).toBe(true);
      expect(await store.getDepartment(id("missing"))).toBeNull();

      const closed = await store.getDepartment(id("closed"));
      expect(closed?.roles).toEqual([]);

      const active = (await store.listActiveDepartments()).map((department) => department.id);
      expect(active).toContain(id("eng"));
      expect(active).not.toContain(id("closed"));
      const all = (await store.listDepartments()).map((department) => department.id);
      expect(all).toEqual(expect.arrayContaining([id("eng"), id("closed")]));
    });

    it("skips a malformed document instead of failing the list", async () => {
      await store.putRaw(COLLECTIONS.brands, id("good"), { name: "Thestral", description: "AI", version: "2" });
      await store.putRaw(COLLECTIONS.brands, id("bad"), { description: "no name" });
      const brands = (await store.listBrands()).map((brand) => brand.id);
      expect(brands).toContain(id("good"));
      expect(brands).not.toContain(id("bad"));
    });

    it("lists published posts newest first, by category, and finds one by slug", async () => {
      await store.putRaw(COLLECTIONS.blogs, id("old"), post(id("old"), { publishedAt: "2020-01-01T00:00:00.000Z" }));
      await store.putRaw(COLLECTIONS.blogs, id("new"), post(id("new"), { publishedAt: "2031-01-01T00:00:00.000Z" }));
      await store.putRaw(COLLECTIONS.blogs, id("draft"), post(id("draft"), { status: "draft" }));
      await store.putRaw(
        COLLECTIONS.blogs,
        id("design"),
        post(id("design"), { category: "Design", publishedAt: "2030-01-01T00:00:00.000Z" }),
      );

      const all = (await store.listPublishedPosts()).map((entry) => entry.id);
      expect(all).not.toContain(id("draft"));
      expect(all.indexOf(id("new"))).toBeLessThan(all.indexOf(id("design")));
      expect(all.indexOf(id("design"))).toBeLessThan(all.indexOf(id("old")));

      const design = (await store.listPublishedPosts({ category: "Design" })).map((entry) => entry.id);
      expect(design).toContain(id("design"));
      expect(design).not.toContain(id("new"));

      const found = await store.getPostBySlug(`slug-${id("new")}`);
      expect(found).toMatchObject({ id: id("new"), title: `Title ${id("new")}`, views: 3, likes: 1 });
      expect(await store.getPostBySlug("no-such-slug")).toBeNull();
    });

    it("reads missing counters as 0 and a missing author as Lexor Team", async () => {
      const { views: _views, likes: _likes, author: _author, ...bare } = post(id("bare"));
      await store.putRaw(COLLECTIONS.blogs, id("bare"), bare);
      const found = await store.getPostBySlug(`slug-${id("bare")}`);
      expect(found).toMatchObject({ views: 0, likes: 0, author: { name: "Lexor Team" } });
    });

    it("counts a view atomically and sets lastViewed", async () => {
      await store.putRaw(COLLECTIONS.blogs, id("viewed"), post(id("viewed"), { views: 10 }));
      expect(await store.recordPostView(id("viewed"))).toEqual({ views: 11, likes: 1 });
      expect(await store.recordPostView(id("viewed"))).toEqual({ views: 12, likes: 1 });
      const raw = await store.getRaw(COLLECTIONS.blogs, id("viewed"));
      expect(raw?.lastViewed).toBeTruthy();
      expect(await store.recordPostView(id("nothing-here"))).toBeNull();
    });

    it("makes a like idempotent per visitor and never lets the count drop below zero", async () => {
      await store.putRaw(COLLECTIONS.blogs, id("liked"), post(id("liked"), { likes: 0 }));
      expect(await store.setPostLike(id("liked"), "visitor-a", true)).toMatchObject({ likes: 1, liked: true });
      expect(await store.setPostLike(id("liked"), "visitor-a", true)).toMatchObject({ likes: 1, liked: true });
      expect(await store.setPostLike(id("liked"), "visitor-b", true)).toMatchObject({ likes: 2 });
      expect(await store.setPostLike(id("liked"), "visitor-a", false)).toMatchObject({ likes: 1, liked: false });
      expect(await store.setPostLike(id("liked"), "visitor-a", false)).toMatchObject({ likes: 1 });
      expect(await store.setPostLike(id("liked"), "visitor-c", false)).toMatchObject({ likes: 1 });
      expect(await store.setPostLike(id("nothing-here"), "visitor-a", true)).toBeNull();

      await store.putRaw(COLLECTIONS.blogs, id("corrupt"), post(id("corrupt"), { likes: 0 }));
      await store.setPostLike(id("corrupt"), "visitor-a", true);
      await store.putRaw(COLLECTIONS.blogs, id("corrupt"), post(id("corrupt"), { likes: 0 }));
      expect(await store.setPostLike(id("corrupt"), "visitor-a", false)).toMatchObject({ likes: 0 });
    });

    if (options.isolatesTransactions) {
      it("counts concurrent likes from distinct visitors exactly", async () => {
        await store.putRaw(COLLECTIONS.blogs, id("busy"), post(id("busy"), { likes: 0 }));
        await Promise.all(
          Array.from({ length: 50 }, (_, index) => store.setPostLike(id("busy"), `visitor-${index}`, true)),
        );
        await Promise.all(
          Array.from({ length: 20 }, (_, index) => store.setPostLike(id("busy"), `visitor-${index}`, false)),
        );
        expect((await store.getPostBySlug(`slug-${id("busy")}`))?.likes).toBe(30);
      });
    }

    it("creates a newsletter subscription only once and changes its status", async () => {
      const email = `${id("reader")}@example.com`;
      const subscription = { email, subscribedAt: new Date().toISOString(), status: "active" as const };
      expect(await store.createNewsletterSubscription(subscription)).toBe("created");
      expect(await store.createNewsletterSubscription(subscription)).toBe("exists");
      expect(await store.getNewsletterSubscription(email)).toMatchObject({ email, status: "active" });
      expect(await store.setNewsletterStatus(email, "unsubscribed")).toBe(true);
      expect((await store.getNewsletterSubscription(email))?.status).toBe("unsubscribed");
      expect(await store.setNewsletterStatus(`${id("nobody")}@example.com`, "unsubscribed")).toBe(false);
    });

    it("stores applications under unique timestamp keys and claims each résumé once", async () => {
      const first = await store.createApplication(application(), `resumes/${id("one")}.pdf`);
      const second = await store.createApplication(application(), `resumes/${id("two")}.pdf`);
      expect(first.status).toBe("created");
      expect(second.status).toBe("created");
      if (first.status !== "created" || second.status !== "created") return;
      expect(first.id).toMatch(/^\d{13}-[0-9a-f]+$/);
      expect(first.id).not.toBe(second.id);
      expect(await store.getApplication(first.id)).toMatchObject({ name: "Grace Hopper", status: "pending" });

      const reused = await store.createApplication(application({ name: "Mallory" }), `resumes/${id("one")}.pdf`);
      expect(reused).toEqual({ status: "resume-used" });
    });

    it("keeps a durable mail queue", async () => {
      const message = { to: "a@example.com", subject: id("subject"), text: "t", html: "<p>t</p>" };
      const queuedId = await store.enqueueMail({ message, createdAt: new Date().toISOString(), attempts: 0, lastError: "" });
      const queued = await store.listQueuedMail(500);
      const entry = queued.find((item) => item.id === queuedId);
      expect(entry?.message.subject).toBe(id("subject"));
      await store.recordMailFailure(queuedId, "connection refused");
      expect((await store.listQueuedMail(500)).find((item) => item.id === queuedId)).toMatchObject({
        attempts: 1,
        lastError: "connection refused",
      });
      expect(await store.removeQueuedMail(queuedId)).toBe(true);
      expect(await store.removeQueuedMail(queuedId)).toBe(false);
    });

    it("patches the given fields whole, removes undefined ones and leaves the rest", async () => {
      await store.patchRaw(COLLECTIONS.blogs, id("patched"), post(id("patched"), { coverImage: "/cover.svg" }));
      await store.recordPostView(id("patched"));
      await store.patchRaw(COLLECTIONS.blogs, id("patched"), {
        title: "New title",
        author: { name: "Grace" },
        tags: ["b"],
        coverImage: undefined,
      });
      const stored = await store.getRaw(COLLECTIONS.blogs, id("patched"));
      expect(stored).toMatchObject({ title: "New title", tags: ["b"], views: 4, likes: 1 });
      // The author map is replaced, not merged into: the old role is gone.
      expect(stored?.author).toEqual({ name: "Grace" });
      if (options.removesFields) expect(stored).not.toHaveProperty("coverImage");
      expect(stored?.slug).toBe(`slug-${id("patched")}`);
    });

    it("creates raw documents only when absent and counts them", async () => {
      expect(await store.createRaw(COLLECTIONS.demoRequests, id("raw"), { a: 1 })).toBe(true);
      expect(await store.createRaw(COLLECTIONS.demoRequests, id("raw"), { a: 2 })).toBe(false);
      expect(await store.getRaw(COLLECTIONS.demoRequests, id("raw"))).toEqual({ a: 1 });
      expect(await store.countRaw(COLLECTIONS.demoRequests)).toBeGreaterThanOrEqual(1);
      await expect(store.ping()).resolves.toBeUndefined();
    });
  });
}

const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), "lexor-documents-"));

documentStoreContract("sqlite", { isolatesTransactions: true, removesFields: true }, async () =>
  createSqliteDocumentStore(path.join(tempDir, "contract.sqlite")),
);

describe("sqlite specifics", () => {
  it("keeps data in WAL mode across reopen", async () => {
    const file = path.join(tempDir, "reopen.sqlite");
    const first = createSqliteDocumentStore(file);
    await first.putRaw(COLLECTIONS.brands, "x", { name: "X" });
    await first.close();
    const second = createSqliteDocumentStore(file);
    expect((await second.listBrands()).map((brand) => brand.name)).toEqual(["X"]);
    await second.close();
    expect(fs.existsSync(`${file}-wal`) || fs.existsSync(file)).toBe(true);
  });
});

let emulator: FirestoreEmulator | undefined;
const firebaseApp = { current: undefined as ReturnType<typeof initializeApp> | undefined };

documentStoreContract("firestore (emulator)", { isolatesTransactions: false, removesFields: false }, async () => {
  emulator = await startFirestoreEmulator();
  process.env.FIRESTORE_EMULATOR_HOST = emulator.host;
  firebaseApp.current = initializeApp({ projectId: "lexor-contract" }, "documents-contract");
  return createFirestoreDocumentStore(firebaseApp.current);
});

// After the contract above: the queries the emulator answered are every query the adapter makes
// (a new method gets its contract test, and with it its query), so a query added without its
// index fails here.
describe("firestore.indexes.json", () => {
  it("holds exactly the composite indexes the Firestore adapter's queries need", () => {
    const queries = emulator?.queries ?? [];
    expect(queries.length).toBeGreaterThan(0);
    const file = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, "../../firestore.indexes.json"), "utf8"));
    // Every query relies on the automatic single-field indexes, which an override could switch off.
    expect(file.fieldOverrides).toEqual([]);
    const { missing, unused } = compareIndexes(queries, file.indexes);
    expect(missing, "queries without an index").toEqual([]);
    expect(unused, "indexes no query needs").toEqual([]);
  });
});

afterAll(async () => {
  if (firebaseApp.current) await deleteApp(firebaseApp.current);
  emulator?.stop();
  delete process.env.FIRESTORE_EMULATOR_HOST;
  fs.rmSync(tempDir, { recursive: true, force: true });
});
