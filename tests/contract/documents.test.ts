import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type App, deleteApp, initializeApp } from "firebase-admin/app";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createFirestoreDocumentStore } from "@/lib/ports/documents/firestore";
import { encodedKey } from "@/lib/ports/documents/keys";
import type { ClaimedMail, AdminDocumentStore, OutboxMail } from "@/lib/ports/documents/port";
import { COLLECTIONS } from "@/lib/services/collections";
import { createSqliteDocumentStore } from "@/lib/ports/documents/sqlite";
import { Database } from "@/lib/primitives/sqlite-driver";
import { type FirestoreEmulator, startFirestoreEmulator } from "@/tests/support/firestore-emulator";
import { compareIndexes } from "@/tests/support/firestore-indexes";
import {
  getDepartment,
  getPostById,
  getPostBySlug,
  getPostSlug,
  listActiveDepartments,
  listBrands,
  listDepartments,
  listPublishedPosts,
} from "@/lib/features/content/records";

interface ContractOptions {
  /**
   * The Firestore emulator has no transaction isolation (field notes: 40 transactional increments
   * from two clients end at 1), so transaction-based concurrency is not checked there. Outbox claims
   * do not rely on transactions on Firestore, so their race runs on both.
   */
  isolatesTransactions: boolean;
  /** The emulator ignores FieldValue.delete() in update, merge and mergeFields alike (measured), so it never removes a field. */
  removesFields: boolean;
  /** The emulator ignores cursors and filters on the document id (measured: `startAfter` and `where(documentId(), ">")`), so paging is checked on SQLite only. */
  pagesById: boolean;
  /** A second, independent connection to the same database: another process, as far as the store can tell. */
  openAnother: () => Promise<AdminDocumentStore>;
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

/** An outbox record as `commitWithMail` stores it, due at `dueAt`. */
const outboxMail = (id: string, dueAt: Date, overrides: Partial<OutboxMail> = {}): OutboxMail => ({
  message: { id, to: "ada@example.com", subject: `Subject ${id}`, text: "t", html: "<p>t</p>" },
  kind: "demo-request-note",
  source: { collection: COLLECTIONS.demoRequests, id: `source-${id}` },
  status: "pending",
  createdAt: dueAt.toISOString(),
  dueAt: dueAt.toISOString(),
  attempts: 0,
  version: 0,
  ...overrides,
});

function documentStoreContract(name: string, options: ContractOptions, setup: () => Promise<AdminDocumentStore>) {
  describe(`documents contract: ${name}`, () => {
    let store: AdminDocumentStore;
    let run = 0;
    /** Unique ids per test, since the emulator keeps its state for the whole file. */
    const id = (base: string) => `${base}-${run}`;
    /**
     * Each test's own clock, a year earlier than the previous test's: whatever an earlier test left
     * in the outbox (leases, retries) is due later than anything this test asks for.
     */
    const at = (offsetMs = 0) => new Date(Date.UTC(2900 - run, 0, 1) + offsetMs);
    const queue = async (...mails: OutboxMail[]) => {
      const result = await store.commit(
        mails.map((mail) => ({ op: "create" as const, collection: COLLECTIONS.mailOutbox, id: mail.message.id, data: { ...mail } })),
      );
      expect(result).toEqual({ committed: true });
    };
    const claim = (now: Date, limit = 50, owner = "worker-a", leaseMs = 60_000, from = store) => from.claimMail({ owner, now, leaseMs, limit });

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

      const engineering = await getDepartment(store, id("eng"));
      expect(engineering).toMatchObject({ id: id("eng"), title: "Engineering", roles: ["A", "B"] });
      expect(engineering?.requirements.githubRequired).toBe(true);
      expect(await getDepartment(store, id("missing"))).toBeNull();

      const closed = await getDepartment(store, id("closed"));
      expect(closed?.roles).toEqual([]);

      const active = (await listActiveDepartments(store)).map((department) => department.id);
      expect(active).toContain(id("eng"));
      expect(active).not.toContain(id("closed"));
      const all = (await listDepartments(store)).map((department) => department.id);
      expect(all).toEqual(expect.arrayContaining([id("eng"), id("closed")]));
    });

    it("skips a malformed document instead of failing the list", async () => {
      await store.putRaw(COLLECTIONS.brands, id("good"), { name: "Thestral", description: "AI", version: "2" });
      await store.putRaw(COLLECTIONS.brands, id("bad"), { description: "no name" });
      const brands = (await listBrands(store)).map((brand) => brand.id);
      expect(brands).toContain(id("good"));
      expect(brands).not.toContain(id("bad"));
    });

    it("lists published posts newest first, by category, and finds one by slug", async () => {
      await store.putRaw(COLLECTIONS.blogs, id("old"), post(id("old"), { publishedAt: "2020-01-01T00:00:00.000Z" }));
      await store.putRaw(COLLECTIONS.blogs, id("new"), post(id("new"), { publishedAt: "2031-01-01T00:00:00.000Z" }));
      await store.putRaw(COLLECTIONS.blogs, id("draft"), post(id("draft"), { status: "draft" }));
      await store.putRaw(COLLECTIONS.blogs, id("design"), post(id("design"), { category: "Design", publishedAt: "2030-01-01T00:00:00.000Z" }));

      const all = (await listPublishedPosts(store)).map((entry) => entry.id);
      expect(all).not.toContain(id("draft"));
      expect(all.indexOf(id("new"))).toBeLessThan(all.indexOf(id("design")));
      expect(all.indexOf(id("design"))).toBeLessThan(all.indexOf(id("old")));

      const design = (await listPublishedPosts(store, { category: "Design" })).map((entry) => entry.id);
      expect(design).toContain(id("design"));
      expect(design).not.toContain(id("new"));

      const found = await getPostBySlug(store, `slug-${id("new")}`);
      expect(found).toMatchObject({ id: id("new"), title: `Title ${id("new")}`, views: 3, likes: 1 });
      expect(await getPostBySlug(store, "no-such-slug")).toBeNull();
    });

    it("opens any post by id for a preview, and names the slug of one that no longer reads as a post", async () => {
      await store.putRaw(COLLECTIONS.blogs, id("unpublished"), post(id("unpublished"), { status: "draft" }));
      await store.putRaw(COLLECTIONS.blogs, id("broken"), { slug: `slug-${id("broken")}`, title: 42 });
      expect(await getPostById(store, id("unpublished"))).toMatchObject({ id: id("unpublished"), status: "draft" });
      expect(await getPostById(store, id("broken"))).toBeNull();
      expect(await getPostById(store, id("absent"))).toBeNull();
      expect(await getPostSlug(store, id("broken"))).toBe(`slug-${id("broken")}`);
      expect(await getPostSlug(store, id("absent"))).toBeNull();
    });

    it("lists a collection whole, by one field's value, ordered by a field and limited", async () => {
      const collection = COLLECTIONS.demoRequests;
      const batch = id("list");
      await store.putRaw(collection, `${batch}-b`, { batch, rank: 1, open: true, name: "b" });
      await store.putRaw(collection, `${batch}-a`, { batch, rank: 3, open: false, name: "a" });
      await store.putRaw(collection, `${batch}-c`, { batch, rank: 2, open: true, name: "c" });
      const names = (found: Array<{ data: Record<string, unknown> }>) => found.map((entry) => entry.data.name);
      const ofBatch = await store.list(collection, { where: { field: "batch", equals: batch } });
      expect(ofBatch.map((entry) => entry.id).sort()).toEqual([`${batch}-a`, `${batch}-b`, `${batch}-c`]);
      expect(ofBatch.find((entry) => entry.id === `${batch}-a`)?.data).toEqual({ batch, rank: 3, open: false, name: "a" });
      expect(names((await store.list(collection)).filter((entry) => entry.data.batch === batch)).sort()).toEqual(["a", "b", "c"]);
      expect(names(await store.list(collection, { where: { field: "rank", equals: 2 } }))).toContain("c");
      const open = (await store.list(collection, { where: { field: "open", equals: true } })).filter((entry) => entry.data.batch === batch);
      expect(names(open).sort()).toEqual(["b", "c"]);
      const ranked = (await store.list(collection, { orderBy: { field: "rank", direction: "desc" } })).filter((entry) => entry.data.batch === batch);
      expect(names(ranked)).toEqual(["a", "c", "b"]);
      expect(await store.list(collection, { where: { field: "batch", equals: batch }, limit: 2 })).toHaveLength(2);
      expect(await store.list(collection, { where: { field: "batch", equals: id("none") } })).toEqual([]);
    });

    if (options.pagesById) {
      it("pages a collection in id order after a given id, with or without a field's value", async () => {
        const ids = ["a", "b", "c", "d", "e"].map((letter) => id(`page-${letter}`));
        for (const [index, key] of ids.entries()) await store.putRaw(COLLECTIONS.newsletters, key, { status: index === 2 ? "unsubscribed" : "active" });
        const page = async (after: string, limit: number) =>
          (await store.list(COLLECTIONS.newsletters, { after, limit })).map((row) => row.id).filter((key) => ids.includes(key));
        expect(await page(id("page-"), 2)).toEqual(ids.slice(0, 2));
        expect(await page(ids[1] ?? "", 3)).toEqual(ids.slice(2, 5));
        expect(await page(ids[4] ?? "", 3)).toEqual([]);
        const active = await store.list(COLLECTIONS.newsletters, { where: { field: "status", equals: "active" }, after: ids[1] ?? "", limit: 100 });
        expect(active.map((row) => row.id).filter((key) => ids.includes(key))).toEqual([ids[3], ids[4]]);
      });
    }

    it("settles a claimed message as cancelled and counts it apart from sent and dead", async () => {
      await queue(outboxMail(id("withdrawn"), at()));
      const [claimed] = await claim(at(1));
      expect(claimed?.id).toBe(id("withdrawn"));
      expect(await store.settleMail(claimed as ClaimedMail, { status: "cancelled", at: at(2), reason: "left" })).toBe(true);
      expect(await store.get(COLLECTIONS.mailOutbox, id("withdrawn"))).toMatchObject({ status: "cancelled", cancelReason: "left", dueAt: null });
      expect((await store.mailSummary(5)).counts.cancelled).toBeGreaterThanOrEqual(1);
      expect(await claim(at(3_600_000))).not.toContainEqual(expect.objectContaining({ id: id("withdrawn") }));
    });

    it("tells whether a document exists under a key encoded from a path", async () => {
      const key = encodedKey(`resumes/${id("claimed")}.pdf`);
      expect(key).not.toContain("/");
      expect(await store.has(COLLECTIONS.resumeClaims, key)).toBe(false);
      expect(await store.commit([{ op: "create", collection: COLLECTIONS.resumeClaims, id: key, data: { a: 1 } }])).toEqual({
        committed: true,
      });
      expect(await store.has(COLLECTIONS.resumeClaims, key)).toBe(true);
      expect(await store.get(COLLECTIONS.resumeClaims, key)).toEqual({ a: 1 });
      expect(await store.has(COLLECTIONS.resumeClaims, encodedKey(`resumes/${id("other")}.pdf`))).toBe(false);
      expect(await store.get(COLLECTIONS.resumeClaims, encodedKey(`resumes/${id("other")}.pdf`))).toBeNull();
    });

    it("reads missing counters as 0 and a missing author as Lexor Team", async () => {
      const { views: _views, likes: _likes, author: _author, ...bare } = post(id("bare"));
      await store.putRaw(COLLECTIONS.blogs, id("bare"), bare);
      const found = await getPostBySlug(store, `slug-${id("bare")}`);
      expect(found).toMatchObject({ views: 0, likes: 0, author: { name: "Lexor Team" } });
    });

    it("adds one to a counter atomically, counts from 0 when the counter is missing, and stamps the time", async () => {
      const counted = { collection: COLLECTIONS.blogs, id: id("viewed") };
      await store.putRaw(COLLECTIONS.blogs, id("viewed"), post(id("viewed"), { views: 10 }));
      expect(await store.increment(counted, "views", "lastViewed")).toMatchObject({ views: 11, likes: 1 });
      expect(await store.increment(counted, "views", "lastViewed")).toMatchObject({ views: 12, likes: 1 });
      expect((await store.get(COLLECTIONS.blogs, id("viewed")))?.lastViewed).toBeTruthy();
      const { views: _views, ...uncounted } = post(id("uncounted"));
      await store.putRaw(COLLECTIONS.blogs, id("uncounted"), uncounted);
      expect((await store.increment({ ...counted, id: id("uncounted") }, "views", "lastViewed"))?.views).toBe(1);
      expect(await store.increment({ ...counted, id: id("nothing-here") }, "views", "lastViewed")).toBeNull();
    });

    it("keeps one marker per key, moves its counter only when the marker changes, and never below zero", async () => {
      const counted = { collection: COLLECTIONS.blogs, id: id("liked"), field: "likes" };
      const marker = (key: string) => ({ collection: COLLECTIONS.blogLikes, id: id(key), data: { by: key } });
      await store.putRaw(COLLECTIONS.blogs, id("liked"), post(id("liked"), { likes: 0 }));
      expect(await store.setMarker(marker("a"), true, counted)).toMatchObject({ likes: 1, views: 3 });
      expect(await store.setMarker(marker("a"), true, counted)).toMatchObject({ likes: 1 });
      expect(await store.get(COLLECTIONS.blogLikes, id("a"))).toEqual({ by: "a" });
      expect(await store.setMarker(marker("b"), true, counted)).toMatchObject({ likes: 2 });
      expect(await store.setMarker(marker("a"), false, counted)).toMatchObject({ likes: 1 });
      expect(await store.has(COLLECTIONS.blogLikes, id("a"))).toBe(false);
      expect(await store.setMarker(marker("a"), false, counted)).toMatchObject({ likes: 1 });
      expect(await store.setMarker(marker("c"), false, counted)).toMatchObject({ likes: 1 });
      expect(await store.setMarker(marker("d"), true, { ...counted, id: id("nothing-here") })).toBeNull();
      expect(await store.has(COLLECTIONS.blogLikes, id("d"))).toBe(false);

      const corrupt = { ...counted, id: id("corrupt") };
      await store.putRaw(COLLECTIONS.blogs, id("corrupt"), post(id("corrupt"), { likes: 0 }));
      await store.setMarker(marker("e"), true, corrupt);
      await store.putRaw(COLLECTIONS.blogs, id("corrupt"), post(id("corrupt"), { likes: 0 }));
      expect(await store.setMarker(marker("e"), false, corrupt)).toMatchObject({ likes: 0 });
    });

    if (options.isolatesTransactions) {
      it("counts concurrent markers from distinct keys exactly", async () => {
        const counted = { collection: COLLECTIONS.blogs, id: id("busy"), field: "likes" };
        const marker = (index: number) => ({ collection: COLLECTIONS.blogLikes, id: id(`busy-${index}`), data: {} });
        await store.putRaw(COLLECTIONS.blogs, id("busy"), post(id("busy"), { likes: 0 }));
        await Promise.all(Array.from({ length: 50 }, (_, index) => store.setMarker(marker(index), true, counted)));
        await Promise.all(Array.from({ length: 20 }, (_, index) => store.setMarker(marker(index), false, counted)));
        expect((await getPostBySlug(store, `slug-${id("busy")}`))?.likes).toBe(30);
      });
    }

    it("commits creates and updates all at once, or reports the conflicts and writes nothing", async () => {
      const ref = (key: string) => ({ collection: COLLECTIONS.applications, id: id(key) });
      expect(
        await store.commit([
          { op: "create", ...ref("a"), data: { name: "A", stale: true } },
          { op: "create", ...ref("b"), data: { name: "B" } },
        ]),
      ).toEqual({ committed: true });
      expect(await store.get(COLLECTIONS.applications, id("a"))).toEqual({ name: "A", stale: true });

      const refused = await store.commit([
        { op: "create", ...ref("a"), data: { name: "again" } },
        { op: "create", ...ref("c"), data: { name: "C" } },
        { op: "update", ...ref("missing"), data: { name: "M" } },
      ]);
      expect(refused.committed).toBe(false);
      if (refused.committed) return;
      expect(refused.conflicts).toEqual(expect.arrayContaining([ref("a"), ref("missing")]));
      expect(refused.conflicts).toHaveLength(2);
      expect(await store.get(COLLECTIONS.applications, id("a"))).toEqual({ name: "A", stale: true });
      expect(await store.get(COLLECTIONS.applications, id("c"))).toBeNull();
      expect(await store.get(COLLECTIONS.applications, id("missing"))).toBeNull();

      expect(await store.commit([{ op: "update", ...ref("a"), data: { name: "A2", stale: null } }])).toEqual({ committed: true });
      expect(await store.get(COLLECTIONS.applications, id("a"))).toEqual({ name: "A2", stale: null });
    });

    it("lets one of two simultaneous commits create a document, and the other write nothing", async () => {
      const other = await options.openAnother();
      const attempt = (from: AdminDocumentStore, who: string) =>
        from.commit([
          { op: "create", collection: COLLECTIONS.resumeClaims, id: id("claim"), data: { who } },
          { op: "create", collection: COLLECTIONS.applications, id: id(`by-${who}`), data: { who } },
        ]);
      const results = await Promise.all([attempt(store, "one"), attempt(other, "two")]);
      expect(results.filter((result) => result.committed)).toHaveLength(1);
      const winner = (await store.get(COLLECTIONS.resumeClaims, id("claim")))?.who;
      const loser = winner === "one" ? "two" : "one";
      expect(await store.get(COLLECTIONS.applications, id(`by-${winner}`))).toEqual({ who: winner });
      expect(await store.get(COLLECTIONS.applications, id(`by-${loser}`))).toBeNull();
      await other.close();
    });

    it("claims due mail earliest first, each message once, and leaves what is not due", async () => {
      await queue(
        outboxMail(id("third"), at(3_000)),
        outboxMail(id("first"), at(1_000)),
        outboxMail(id("later"), at(60_000)),
        outboxMail(id("second"), at(2_000)),
      );
      const first = await claim(at(10_000), 2);
      expect(first.map((mail) => mail.id)).toEqual([id("first"), id("second")]);
      for (const mail of first) {
        expect(mail).toMatchObject({ status: "sending", attempts: 1, version: 1, leaseOwner: "worker-a" });
        expect(mail.message.subject).toBe(`Subject ${mail.id}`);
      }
      expect((await claim(at(10_000))).map((mail) => mail.id)).toEqual([id("third")]);
      expect(await claim(at(10_000))).toEqual([]);
      expect((await store.get(COLLECTIONS.mailOutbox, id("first")))?.status).toBe("sending");
    });

    it("lists the oldest mail in a state, the query of the mail console's oldest waiting message", async () => {
      // Cancelled, so no other test's claim takes them; from long ago, so they are the oldest in that state.
      const long = (offsetMs: number) => new Date(Date.UTC(1000 + run, 0, 1) + offsetMs);
      const cancelled = { status: "cancelled" as const, dueAt: null };
      await queue(outboxMail(id("newer"), long(2_000), cancelled), outboxMail(id("oldest"), long(1_000), cancelled));
      const oldest = await store.list(COLLECTIONS.mailOutbox, {
        where: { field: "status", equals: "cancelled" },
        orderBy: { field: "createdAt", direction: "asc" },
        limit: 1,
      });
      expect(oldest.map((row) => row.id)).toEqual([id("oldest")]);
    });

    it("settles a claim once: sent mail is never claimed again, and a stale claim changes nothing", async () => {
      await queue(outboxMail(id("sent"), at()));
      const [claimed] = await claim(at(1));
      expect(claimed?.id).toBe(id("sent"));
      const mail = claimed as ClaimedMail;
      expect(await store.settleMail(mail, { status: "sent", at: at(2) })).toBe(true);
      expect(await store.settleMail(mail, { status: "dead", at: at(3), reason: "late" })).toBe(false);
      const stored = await store.get(COLLECTIONS.mailOutbox, id("sent"));
      expect(stored).toMatchObject({
        status: "sent",
        sentAt: at(2).toISOString(),
        sentBy: "worker-a",
        version: 2,
        dueAt: null,
        leaseOwner: null,
      });
      expect(await claim(at(365 * 24 * 3_600_000))).toEqual([]);
    });

    it("retries a failed message when it is due, and takes back an expired lease", async () => {
      await queue(outboxMail(id("flaky"), at()));
      const [first] = (await claim(at(1), 50, "worker-a", 1_000)) as [ClaimedMail];
      expect(await store.settleMail(first, { status: "retrying", dueAt: at(5_000), error: "421 try later" })).toBe(true);
      expect(await store.get(COLLECTIONS.mailOutbox, id("flaky"))).toMatchObject({ status: "retrying", lastError: "421 try later" });
      expect(await claim(at(4_999))).toEqual([]);
      const [second] = (await claim(at(5_000), 50, "worker-a", 1_000)) as [ClaimedMail];
      expect(second).toMatchObject({ id: id("flaky"), attempts: 2 });

      // Its worker dies: the lease runs out and another worker takes the message, counting the attempt.
      expect(await claim(at(5_500), 50, "worker-b")).toEqual([]);
      const [third] = (await claim(at(6_001), 50, "worker-b")) as [ClaimedMail];
      expect(third).toMatchObject({ id: id("flaky"), attempts: 3, leaseOwner: "worker-b" });
      expect(await store.settleMail(second, { status: "sent", at: at(6_002) })).toBe(false);

      // Released unsent (a worker stopping): due again at once, the claim not counted.
      expect(await store.settleMail(third, { status: "released", dueAt: at(6_003) })).toBe(true);
      expect(await store.get(COLLECTIONS.mailOutbox, id("flaky"))).toMatchObject({ status: "retrying", attempts: 2 });
      expect((await claim(at(6_003)))[0]).toMatchObject({ id: id("flaky"), attempts: 3 });
    });

    it("keeps dead letters with their reasons, summarises the outbox and requeues a dead letter", async () => {
      await queue(outboxMail(id("poison"), at()), outboxMail(id("failing"), at()));
      const claimed = await claim(at(1));
      const poison = claimed.find((mail) => mail.id === id("poison")) as ClaimedMail;
      const failing = claimed.find((mail) => mail.id === id("failing")) as ClaimedMail;
      const reason = `cannot be built: Subject must not contain control characters (${id("r")})`;
      expect(await store.settleMail(poison, { status: "dead", at: at(2), reason })).toBe(true);
      expect(await store.settleMail(failing, { status: "retrying", dueAt: at(60_000), error: `timeout ${id("e")}` })).toBe(true);

      const summary = await store.mailSummary(500);
      expect(summary.counts.dead).toBeGreaterThanOrEqual(1);
      expect(summary.counts.retrying).toBeGreaterThanOrEqual(1);
      expect(summary.failing).toContainEqual({ reason: `timeout ${id("e")}`, count: 1 });
      expect(summary.deadLetters).toContainEqual({
        id: id("poison"),
        kind: "demo-request-note",
        source: { collection: COLLECTIONS.demoRequests, id: `source-${id("poison")}` },
        attempts: 1,
        deadAt: at(2).toISOString(),
        reason,
      });
      expect(await claim(at(30_000))).toEqual([]);

      expect(await store.requeueMail(id("failing"), at(3))).toBe(false);
      expect(await store.requeueMail(id("poison"), at(3))).toBe(true);
      expect(await store.requeueMail(id("poison"), at(3))).toBe(false);
      const [again] = await claim(at(4));
      expect(again).toMatchObject({ id: id("poison"), attempts: 1, status: "sending" });
      expect(again?.deadReason).toBeNull();
      expect((await store.mailSummary(500)).deadLetters.map((letter) => letter.id)).not.toContain(id("poison"));
    });

    it("never lets two claimers racing from separate connections claim one message", async () => {
      const other = await options.openAnother();
      const ids = Array.from({ length: 40 }, (_, index) => id(`race-${String(index).padStart(2, "0")}`));
      await queue(...ids.map((mailId, index) => outboxMail(mailId, at(index))));
      const claimAll = async (from: AdminDocumentStore, owner: string) => {
        const mine: string[] = [];
        for (;;) {
          const batch = await claim(at(60_000), 7, owner, 60_000, from);
          if (batch.length === 0) return mine;
          mine.push(...batch.map((mail) => mail.id));
        }
      };
      const [a, b] = await Promise.all([claimAll(store, "worker-a"), claimAll(other, "worker-b")]);
      expect(a.filter((mailId) => b.includes(mailId))).toEqual([]);
      expect([...a, ...b].sort()).toEqual(ids);
      expect(a.length).toBeGreaterThan(0);
      expect(b.length).toBeGreaterThan(0);
      for (const mailId of ids) {
        const stored = await store.get(COLLECTIONS.mailOutbox, mailId);
        expect(stored).toMatchObject({ status: "sending", attempts: 1, version: 1 });
        expect(stored?.leaseOwner).toBe(a.includes(mailId) ? "worker-a" : "worker-b");
      }
      await other.close();
    });

    it("patches the given fields whole, removes undefined ones and leaves the rest", async () => {
      await store.patchRaw(COLLECTIONS.blogs, id("patched"), post(id("patched"), { coverImage: "/cover.svg" }));
      await store.increment({ collection: COLLECTIONS.blogs, id: id("patched") }, "views", "lastViewed");
      await store.patchRaw(COLLECTIONS.blogs, id("patched"), {
        title: "New title",
        author: { name: "Grace" },
        tags: ["b"],
        coverImage: undefined,
      });
      const stored = await store.get(COLLECTIONS.blogs, id("patched"));
      expect(stored).toMatchObject({ title: "New title", tags: ["b"], views: 4, likes: 1 });
      // The author map is replaced, not merged into: the old role is gone.
      expect(stored?.author).toEqual({ name: "Grace" });
      if (options.removesFields) expect(stored).not.toHaveProperty("coverImage");
      expect(stored?.slug).toBe(`slug-${id("patched")}`);
    });

    it("records cache expiries: each moves the generation, keeps the latest time per tag, and another connection sees both", async () => {
      const other = await options.openAnother();
      const [a, b] = [id("tag-a"), `_N_T_/blog/${id("tag-b")}`];
      const before = await store.cacheGeneration();
      await store.expireCacheTags([a, b], 1_000);
      const once = await other.cacheGeneration();
      expect(once).toBeGreaterThan(before);
      await store.expireCacheTags([a], 2_000);
      const expiries = await other.cacheExpiries();
      expect(expiries.generation).toBeGreaterThan(once);
      expect(expiries.tags[a]).toBe(2_000);
      expect(expiries.tags[b]).toBe(1_000);
      await store.expireCacheTags([], 3_000);
      expect(await other.cacheGeneration()).toBe(expiries.generation);
      await other.close();
    });

    it("creates raw documents only when absent and counts them", async () => {
      expect(await store.createRaw(COLLECTIONS.demoRequests, id("raw"), { a: 1 })).toBe(true);
      expect(await store.createRaw(COLLECTIONS.demoRequests, id("raw"), { a: 2 })).toBe(false);
      expect(await store.get(COLLECTIONS.demoRequests, id("raw"))).toEqual({ a: 1 });
      expect(await store.countRaw(COLLECTIONS.demoRequests)).toBeGreaterThanOrEqual(1);
      await expect(store.ping()).resolves.toBeUndefined();
    });
  });
}

const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), "lexor-documents-"));

const sqliteFile = path.join(tempDir, "contract.sqlite");
documentStoreContract(
  "sqlite",
  { isolatesTransactions: true, removesFields: true, pagesById: true, openAnother: async () => createSqliteDocumentStore(sqliteFile) },
  async () => createSqliteDocumentStore(sqliteFile),
);

describe("sqlite specifics", () => {
  it("keeps data in WAL mode across reopen", async () => {
    const file = path.join(tempDir, "reopen.sqlite");
    const first = createSqliteDocumentStore(file);
    await first.putRaw(COLLECTIONS.brands, "x", { name: "X" });
    await first.close();
    const second = createSqliteDocumentStore(file);
    expect((await listBrands(second)).map((brand) => brand.name)).toEqual(["X"]);
    await second.close();
    expect(fs.existsSync(`${file}-wal`) || fs.existsSync(file)).toBe(true);
  });

  it("makes a partial index for each field a list filters or orders by, which that list's query uses", async () => {
    const file = path.join(tempDir, "indexes.sqlite");
    const store = createSqliteDocumentStore(file);
    await store.list(COLLECTIONS.blogs, { where: { field: "slug", equals: "a" } });
    await store.list(COLLECTIONS.newsletters, { orderBy: { field: "subscribedAt", direction: "desc" }, limit: 5 });
    await store.close();
    const db = new Database(file, { readonly: true });
    const indexes = db.prepare<[], { name: string; sql: string }>("SELECT name, sql FROM sqlite_master WHERE type = 'index' AND name LIKE '%_by_%'").all();
    const plan = db
      .prepare<[string], { detail: string }>("EXPLAIN QUERY PLAN SELECT id FROM documents WHERE collection = 'blogs' AND json_extract(data, '$.slug') = ?")
      .all("a");
    db.close();
    expect(indexes.map((index) => index.name)).toEqual(expect.arrayContaining(["blogs_by_slug", "newsletters_by_subscribedAt"]));
    expect(indexes.find((index) => index.name === "blogs_by_slug")?.sql).toContain("WHERE collection = 'blogs'");
    expect(plan.map((step) => step.detail).join(" ")).toContain("blogs_by_slug");
  });
});

let emulator: FirestoreEmulator | undefined;
const firebaseApps: App[] = [];

documentStoreContract(
  "firestore (emulator)",
  {
    isolatesTransactions: false,
    removesFields: false,
    pagesById: false,
    // Its own app, so its own gRPC channel: a second process, as far as the emulator can tell.
    openAnother: async () => {
      const app = initializeApp({ projectId: "lexor-contract" }, `documents-contract-${firebaseApps.length}`);
      firebaseApps.push(app);
      return createFirestoreDocumentStore(app);
    },
  },
  async () => {
    emulator = await startFirestoreEmulator();
    process.env.FIRESTORE_EMULATOR_HOST = emulator.host;
    const app = initializeApp({ projectId: "lexor-contract" }, "documents-contract");
    firebaseApps.push(app);
    return createFirestoreDocumentStore(app);
  },
);

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
    // The applicant inbox's indexes are held to its own queries (tests/contract/staff-store.test.ts).
    expect(
      unused.filter((index) => index.collectionGroup !== "applications"),
      "indexes no query needs",
    ).toEqual([]);
  });
});

afterAll(async () => {
  for (const app of firebaseApps) await deleteApp(app).catch(() => undefined);
  emulator?.stop();
  delete process.env.FIRESTORE_EMULATOR_HOST;
  fs.rmSync(tempDir, { recursive: true, force: true });
});
