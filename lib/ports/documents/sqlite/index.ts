import "server-only";
import fs from "node:fs";
import path from "node:path";
import { Database } from "@/lib/primitives/sqlite-driver";
import type { Application } from "@/lib/primitives/domain/application";
import { type BlogPost, blogPostSchema, type PostCounters } from "@/lib/primitives/domain/blog-post";
import { brandSchema } from "@/lib/primitives/domain/brand";
import { departmentSchema } from "@/lib/primitives/domain/department";
import type { NewsletterStatus, NewsletterSubscription } from "@/lib/primitives/domain/newsletter";
import { likeKey, removedAddressKey, resumeClaimKey } from "@/lib/ports/documents/keys";
import {
  applyPatch,
  claimPatch,
  deadLetterRows,
  emptyCounts,
  requeuePatch,
  settlementPatch,
} from "@/lib/ports/documents/outbox";
import { parseDocument, parseDocuments } from "@/lib/ports/documents/parse";
import {
  type ClaimedMail,
  COLLECTIONS,
  type CollectionName,
  type DocumentRef,
  type AdminDocumentStore,
  type DocumentWrite,
  MAIL_STATUSES,
  type MailStatus,
  type OutboxMail,
} from "@/lib/ports/documents/port";

type Row = { id: string; data: string };

// One table of JSON documents shaped like Firestore's, so both adapters share the seed data and field names.
const SCHEMA = `
CREATE TABLE IF NOT EXISTS documents (
  collection TEXT NOT NULL,
  id TEXT NOT NULL,
  data TEXT NOT NULL CHECK (json_valid(data)),
  PRIMARY KEY (collection, id)
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS blogs_by_slug ON documents (json_extract(data, '$.slug')) WHERE collection = 'blogs';
CREATE INDEX IF NOT EXISTS blogs_by_published ON documents (json_extract(data, '$.publishedAt')) WHERE collection = 'blogs';
CREATE INDEX IF NOT EXISTS mail_outbox_by_due ON documents (json_extract(data, '$.dueAt')) WHERE collection = 'mailOutbox';
CREATE INDEX IF NOT EXISTS mail_outbox_by_status ON documents (json_extract(data, '$.status')) WHERE collection = 'mailOutbox';
`;

const counter = (field: string) =>
  `(CASE WHEN json_type(data, '$.${field}') IN ('integer', 'real') THEN max(0, json_extract(data, '$.${field}')) ELSE 0 END)`;

export function createSqliteDocumentStore(filePath: string): AdminDocumentStore {
  fs.mkdirSync(path.dirname(filePath), { recursive: true });
  const db = new Database(filePath);
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = NORMAL");
  // Build workers and the server can open the file at once; wait for the lock instead of failing.
  db.pragma("busy_timeout = 5000");
  db.exec(SCHEMA);

  const statements = {
    get: db.prepare<[string, string], Row>("SELECT id, data FROM documents WHERE collection = ? AND id = ?"),
    all: db.prepare<[string], Row>("SELECT id, data FROM documents WHERE collection = ? ORDER BY id"),
    activeDepartments: db.prepare<[], Row>(
      "SELECT id, data FROM documents WHERE collection = 'departments' AND json_extract(data, '$.isActive') = 1 ORDER BY id",
    ),
    publishedPosts: db.prepare<[string | null, string | null], Row>(
      `SELECT id, data FROM documents WHERE collection = 'blogs'
         AND json_extract(data, '$.status') = 'published'
         AND (? IS NULL OR json_extract(data, '$.category') = ?)
       ORDER BY json_extract(data, '$.publishedAt') DESC`,
    ),
    postBySlug: db.prepare<[string], Row>(
      "SELECT id, data FROM documents WHERE collection = 'blogs' AND json_extract(data, '$.slug') = ? LIMIT 1",
    ),
    insertIfAbsent: db.prepare<[string, string, string]>(
      "INSERT OR IGNORE INTO documents (collection, id, data) VALUES (?, ?, ?)",
    ),
    upsert: db.prepare<[string, string, string]>(
      "INSERT INTO documents (collection, id, data) VALUES (?, ?, ?) ON CONFLICT (collection, id) DO UPDATE SET data = excluded.data",
    ),
    remove: db.prepare<[string, string]>("DELETE FROM documents WHERE collection = ? AND id = ?"),
    count: db.prepare<[string], { n: number }>("SELECT count(*) AS n FROM documents WHERE collection = ?"),
    addView: db.prepare<[string, string], { views: number; likes: number }>(
      `UPDATE documents SET data = json_set(data, '$.views', ${counter("views")} + 1, '$.lastViewed', ?)
       WHERE collection = 'blogs' AND id = ?
       RETURNING json_extract(data, '$.views') AS views, ${counter("likes")} AS likes`,
    ),
    addLike: db.prepare<[number, string], { views: number; likes: number }>(
      `UPDATE documents SET data = json_set(data, '$.likes', max(0, ${counter("likes")} + ?))
       WHERE collection = 'blogs' AND id = ?
       RETURNING ${counter("views")} AS views, json_extract(data, '$.likes') AS likes`,
    ),
    counters: db.prepare<[string], { views: number; likes: number }>(
      `SELECT ${counter("views")} AS views, ${counter("likes")} AS likes FROM documents WHERE collection = 'blogs' AND id = ?`,
    ),
    setStatus: db.prepare<[string, string]>(
      "UPDATE documents SET data = json_set(data, '$.status', ?) WHERE collection = 'newsletters' AND id = ?",
    ),
    dueMail: db.prepare<[string, number], Row>(
      `SELECT id, data FROM documents WHERE collection = 'mailOutbox' AND json_extract(data, '$.dueAt') <= ?
       ORDER BY json_extract(data, '$.dueAt'), id LIMIT ?`,
    ),
    mailCounts: db.prepare<[], { status: string; n: number }>(
      `SELECT json_extract(data, '$.status') AS status, count(*) AS n FROM documents
       WHERE collection = 'mailOutbox' GROUP BY status`,
    ),
    failingReasons: db.prepare<[], { reason: string | null; n: number }>(
      `SELECT json_extract(data, '$.lastError') AS reason, count(*) AS n FROM documents
       WHERE collection = 'mailOutbox' AND json_extract(data, '$.status') = 'retrying' GROUP BY reason ORDER BY n DESC`,
    ),
    deadLetters: db.prepare<[number], Row>(
      `SELECT id, data FROM documents WHERE collection = 'mailOutbox' AND json_extract(data, '$.status') = 'dead'
       ORDER BY json_extract(data, '$.deadAt') DESC LIMIT ?`,
    ),
  };

  const readRow = (row: Row | undefined) => (row ? (JSON.parse(row.data) as Record<string, unknown>) : null);
  const rows = (list: Row[]) => list.map((row) => ({ id: row.id, data: JSON.parse(row.data) as Record<string, unknown> }));

  const commit = db.transaction((writes: DocumentWrite[]) => {
    const conflicts: DocumentRef[] = writes
      .filter((write) => Boolean(statements.get.get(write.collection, write.id)) === (write.op === "create"))
      .map(({ collection, id }) => ({ collection, id }));
    if (conflicts.length > 0) return { committed: false as const, conflicts };
    for (const write of writes) {
      const current = write.op === "update" ? readRow(statements.get.get(write.collection, write.id)) : {};
      statements.upsert.run(write.collection, write.id, JSON.stringify(applyPatch(current ?? {}, write.data)));
    }
    return { committed: true as const };
  });

  const changeMail = db.transaction((id: string, version: number, patch: (mail: OutboxMail) => Record<string, unknown> | null) => {
    const mail = readRow(statements.get.get(COLLECTIONS.mailOutbox, id)) as OutboxMail | null;
    const changes = mail?.version === version ? patch(mail) : null;
    if (!mail || !changes) return false;
    statements.upsert.run(COLLECTIONS.mailOutbox, id, JSON.stringify(applyPatch(mail, changes)));
    return true;
  });

  // One write transaction at a time across every process on the file: the claim is exclusive.
  const claimMail = db.transaction((owner: string, now: Date, leaseUntil: Date, limit: number): ClaimedMail[] =>
    statements.dueMail.all(now.toISOString(), limit).map((row) => {
      const mail = JSON.parse(row.data) as OutboxMail;
      const claimed = applyPatch(mail, claimPatch(mail, owner, leaseUntil));
      statements.upsert.run(COLLECTIONS.mailOutbox, row.id, JSON.stringify(claimed));
      return { ...claimed, id: row.id };
    }),
  );

  const setLike = db.transaction((postId: string, visitorId: string, liked: boolean) => {
    if (!statements.counters.get(postId)) return null;
    const key = likeKey(postId, visitorId);
    const changed = liked
      ? statements.insertIfAbsent.run(COLLECTIONS.blogLikes, key, JSON.stringify({ postId, visitorId })).changes === 1
      : statements.remove.run(COLLECTIONS.blogLikes, key).changes === 1;
    const counters = changed ? statements.addLike.get(liked ? 1 : -1, postId) : statements.counters.get(postId);
    return counters ? { views: counters.views, likes: counters.likes, liked } : null;
  });

  const patch = db.transaction((collection: CollectionName, id: string, fields: Record<string, unknown>) => {
    const data = readRow(statements.get.get(collection, id)) ?? {};
    for (const [field, value] of Object.entries(fields)) {
      if (value === undefined) delete data[field];
      else data[field] = value;
    }
    statements.upsert.run(collection, id, JSON.stringify(data));
  });

  return {
    kind: "sqlite",

    async getDepartment(id) {
      const data = readRow(statements.get.get(COLLECTIONS.departments, id));
      return data ? parseDocument(departmentSchema, COLLECTIONS.departments, id, data) : null;
    },
    async listDepartments() {
      return parseDocuments(departmentSchema, COLLECTIONS.departments, rows(statements.all.all(COLLECTIONS.departments)));
    },
    async listActiveDepartments() {
      return parseDocuments(departmentSchema, COLLECTIONS.departments, rows(statements.activeDepartments.all()));
    },

    async listBrands() {
      return parseDocuments(brandSchema, COLLECTIONS.brands, rows(statements.all.all(COLLECTIONS.brands)));
    },

    async listPublishedPosts(options = {}) {
      const category = options.category ?? null;
      return parseDocuments(blogPostSchema, COLLECTIONS.blogs, rows(statements.publishedPosts.all(category, category)));
    },
    async getPostById(id) {
      const data = readRow(statements.get.get(COLLECTIONS.blogs, id));
      return data ? parseDocument(blogPostSchema, COLLECTIONS.blogs, id, data) : null;
    },
    async getPostSlug(id) {
      const slug = readRow(statements.get.get(COLLECTIONS.blogs, id))?.slug;
      return typeof slug === "string" ? slug : null;
    },
    async getPostBySlug(slug): Promise<BlogPost | null> {
      const row = statements.postBySlug.get(slug);
      return row ? parseDocument(blogPostSchema, COLLECTIONS.blogs, row.id, JSON.parse(row.data)) : null;
    },
    async recordPostView(postId): Promise<PostCounters | null> {
      return statements.addView.get(new Date().toISOString(), postId) ?? null;
    },
    async setPostLike(postId, visitorId, liked) {
      return setLike.immediate(postId, visitorId, liked);
    },

    async getNewsletterSubscription(email) {
      return readRow(statements.get.get(COLLECTIONS.newsletters, email)) as NewsletterSubscription | null;
    },
    async setNewsletterStatus(email, status: NewsletterStatus) {
      return statements.setStatus.run(status, email).changes === 1;
    },

    async isResumeClaimed(resumeKey) {
      return readRow(statements.get.get(COLLECTIONS.resumeClaims, resumeClaimKey(resumeKey))) !== null;
    },
    async isRemovedAddress(path) {
      return readRow(statements.get.get(COLLECTIONS.removedAddresses, removedAddressKey(path))) !== null;
    },
    async getApplication(id) {
      return readRow(statements.get.get(COLLECTIONS.applications, id)) as Application | null;
    },

    async commit(writes) {
      return commit.immediate(writes);
    },

    async claimMail({ owner, now, leaseMs, limit }) {
      return claimMail.immediate(owner, now, new Date(now.getTime() + leaseMs), limit);
    },
    async settleMail(claim, settlement) {
      return changeMail.immediate(claim.id, claim.version, () => settlementPatch(claim, settlement));
    },
    async requeueMail(id, now) {
      const mail = readRow(statements.get.get(COLLECTIONS.mailOutbox, id)) as OutboxMail | null;
      if (mail?.status !== "dead") return false;
      return changeMail.immediate(id, mail.version, (current) => (current.status === "dead" ? requeuePatch(current, now) : null));
    },
    async mailSummary(deadLetters) {
      const counts = emptyCounts();
      for (const { status, n } of statements.mailCounts.all()) {
        if ((MAIL_STATUSES as readonly string[]).includes(status)) counts[status as MailStatus] = n;
      }
      return {
        counts,
        failing: statements.failingReasons.all().map(({ reason, n }) => ({ reason: reason ?? "", count: n })),
        deadLetters: deadLetterRows(
          statements.deadLetters.all(deadLetters).map((row) => ({ id: row.id, mail: JSON.parse(row.data) as OutboxMail })),
          deadLetters,
        ),
      };
    },

    async createRaw(collection, id, data) {
      return statements.insertIfAbsent.run(collection, id, JSON.stringify(data)).changes === 1;
    },
    async putRaw(collection, id, data) {
      statements.upsert.run(collection, id, JSON.stringify(data));
    },
    async patchRaw(collection, id, fields) {
      patch.immediate(collection, id, fields);
    },
    async getRaw(collection, id) {
      return readRow(statements.get.get(collection, id));
    },
    async countRaw(collection) {
      return statements.count.get(collection)?.n ?? 0;
    },

    async ping() {
      // A write, not a read: a read-only or full disk must show up as unhealthy.
      db.prepare("CREATE TABLE IF NOT EXISTS health (id INTEGER PRIMARY KEY, checkedAt TEXT)").run();
      db.prepare("INSERT OR REPLACE INTO health (id, checkedAt) VALUES (1, ?)").run(new Date().toISOString());
    },
    async close() {
      db.close();
    },
  };
}
