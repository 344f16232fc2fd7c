import "server-only";
import fs from "node:fs";
import path from "node:path";
import { Database } from "@/lib/primitives/sqlite-driver";
import { applyPatch, claimPatch, deadLetterRows, emptyCounts, requeuePatch, settlementPatch } from "@/lib/ports/documents/outbox";
import {
  type ClaimedMail,
  STORE_COLLECTIONS,
  type CounterRef,
  type CollectionName,
  type DocumentQuery,
  type DocumentRef,
  type AdminDocumentStore,
  type DocumentWrite,
  MAIL_STATUSES,
  type MarkerRef,
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
CREATE INDEX IF NOT EXISTS mail_outbox_by_due ON documents (json_extract(data, '$.dueAt')) WHERE collection = 'mailOutbox';
CREATE INDEX IF NOT EXISTS mail_outbox_by_status ON documents (json_extract(data, '$.status')) WHERE collection = 'mailOutbox';
CREATE TABLE IF NOT EXISTS cache_expiry (
  tag TEXT PRIMARY KEY,
  expired_at INTEGER NOT NULL,
  generation INTEGER NOT NULL
) WITHOUT ROWID;
CREATE INDEX IF NOT EXISTS cache_expiry_by_generation ON cache_expiry (generation);
`;

const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

function named(name: string): string {
  if (!NAME.test(name)) throw new Error(`Not a plain field or collection name: ${JSON.stringify(name)}`);
  return name;
}

// Names are written into the SQL, not bound, so the partial index `queryIndexes` makes for a query serves it.
/** One partial index per collection and field a query filters or orders by, made the first time it is asked: Firestore's indexes, made on use. */
function queryIndexes(collection: string, { where, orderBy }: DocumentQuery): string[] {
  return [where?.field, orderBy?.field]
    .filter((field): field is string => field !== undefined)
    .map(
      (field) =>
        `CREATE INDEX IF NOT EXISTS ${named(collection)}_by_${named(field)} ON documents (json_extract(data, '$.${field}')) WHERE collection = '${collection}'`,
    );
}

function listQuery(collection: string, { where, orderBy, limit, after }: DocumentQuery): { sql: string; values: Array<string | number> } {
  const values: Array<string | number> = [];
  let sql = `SELECT id, data FROM documents WHERE collection = '${named(collection)}'`;
  if (where) {
    const path = `'$.${named(where.field)}'`;
    if (typeof where.equals === "boolean") sql += ` AND json_type(data, ${path}) = '${where.equals}'`;
    else {
      sql += ` AND json_extract(data, ${path}) = ?`;
      values.push(where.equals);
    }
  }
  if (after !== undefined) {
    if (orderBy) throw new Error("`after` pages in id order, so it takes no `orderBy`");
    sql += " AND id > ?";
    values.push(after);
  }
  if (orderBy) {
    const path = `'$.${named(orderBy.field)}'`;
    sql += ` AND json_type(data, ${path}) IS NOT NULL ORDER BY json_extract(data, ${path}) ${orderBy.direction === "desc" ? "DESC" : "ASC"}`;
  } else sql += " ORDER BY id";
  if (limit !== undefined) {
    sql += " LIMIT ?";
    values.push(Math.max(0, Math.trunc(limit)));
  }
  return { sql, values };
}

const countOf = (value: unknown) => (typeof value === "number" && value > 0 ? value : 0);

export function createSqliteDocumentStore(filePath: string): AdminDocumentStore {
  fs.mkdirSync(path.dirname(filePath), { recursive: true });
  const db = new Database(filePath);
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = NORMAL");
  // Build workers and the server can open the file at once; wait for the lock instead of failing.
  db.pragma("busy_timeout = 5000");
  // A changed or deleted document's old bytes are overwritten, not left in free pages (an erased applicant stays erased).
  db.pragma("secure_delete = ON");
  db.exec(SCHEMA);

  const statements = {
    get: db.prepare<[string, string], Row>("SELECT id, data FROM documents WHERE collection = ? AND id = ?"),
    insertIfAbsent: db.prepare<[string, string, string]>("INSERT OR IGNORE INTO documents (collection, id, data) VALUES (?, ?, ?)"),
    upsert: db.prepare<[string, string, string]>(
      "INSERT INTO documents (collection, id, data) VALUES (?, ?, ?) ON CONFLICT (collection, id) DO UPDATE SET data = excluded.data",
    ),
    remove: db.prepare<[string, string]>("DELETE FROM documents WHERE collection = ? AND id = ?"),
    count: db.prepare<[string], { n: number }>("SELECT count(*) AS n FROM documents WHERE collection = ?"),
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
    cacheGeneration: db.prepare<[], { generation: number }>("SELECT coalesce(max(generation), 0) AS generation FROM cache_expiry"),
    cacheExpiries: db.prepare<[], { tag: string; expired_at: number }>("SELECT tag, expired_at FROM cache_expiry"),
    expireCacheTag: db.prepare<[string, number, number]>(
      "INSERT INTO cache_expiry (tag, expired_at, generation) VALUES (?, ?, ?) ON CONFLICT (tag) DO UPDATE SET expired_at = excluded.expired_at, generation = excluded.generation",
    ),
    deadLetters: db.prepare<[number], Row>(
      `SELECT id, data FROM documents WHERE collection = 'mailOutbox' AND json_extract(data, '$.status') = 'dead'
       ORDER BY json_extract(data, '$.deadAt') DESC LIMIT ?`,
    ),
  };

  const readRow = (row: Row | undefined) => (row ? (JSON.parse(row.data) as Record<string, unknown>) : null);
  const queries = new Map<string, ReturnType<typeof db.prepare<Array<string | number>, Row>>>();
  const list = (collection: string, query: DocumentQuery) => {
    const { sql, values } = listQuery(collection, query);
    let statement = queries.get(sql);
    if (!statement) {
      for (const index of queryIndexes(collection, query)) db.exec(index);
      statement = db.prepare<Array<string | number>, Row>(sql);
      queries.set(sql, statement);
    }
    return statement.all(...values).map((row) => ({ id: row.id, data: JSON.parse(row.data) as Record<string, unknown> }));
  };

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
    const mail = readRow(statements.get.get(STORE_COLLECTIONS.mailOutbox, id)) as OutboxMail | null;
    const changes = mail?.version === version ? patch(mail) : null;
    if (!mail || !changes) return false;
    statements.upsert.run(STORE_COLLECTIONS.mailOutbox, id, JSON.stringify(applyPatch(mail, changes)));
    return true;
  });

  // One write transaction at a time across every process on the file: the claim is exclusive.
  const claimMail = db.transaction((owner: string, now: Date, leaseUntil: Date, limit: number): ClaimedMail[] =>
    statements.dueMail.all(now.toISOString(), limit).map((row) => {
      const mail = JSON.parse(row.data) as OutboxMail;
      const claimed = applyPatch(mail, claimPatch(mail, owner, leaseUntil));
      statements.upsert.run(STORE_COLLECTIONS.mailOutbox, row.id, JSON.stringify(claimed));
      return { ...claimed, id: row.id };
    }),
  );

  const addToCounter = (counted: DocumentRef, field: string, by: number, stamps: Record<string, unknown> = {}) => {
    const data = readRow(statements.get.get(counted.collection, counted.id));
    if (!data) return null;
    const changed = { ...data, ...stamps, [field]: Math.max(0, countOf(data[field]) + by) };
    statements.upsert.run(counted.collection, counted.id, JSON.stringify(changed));
    return changed;
  };

  const increment = db.transaction((counted: DocumentRef, field: string, stampField: string) =>
    addToCounter(counted, field, 1, { [stampField]: new Date().toISOString() }),
  );

  const setMarker = db.transaction((marker: MarkerRef, present: boolean, counted: CounterRef) => {
    const data = readRow(statements.get.get(counted.collection, counted.id));
    if (!data) return null;
    const changed = present
      ? statements.insertIfAbsent.run(marker.collection, marker.id, JSON.stringify(marker.data)).changes === 1
      : statements.remove.run(marker.collection, marker.id).changes === 1;
    return changed ? addToCounter(counted, counted.field, present ? 1 : -1) : data;
  });

  const patch = db.transaction((collection: CollectionName, id: string, fields: Record<string, unknown>) => {
    const data = readRow(statements.get.get(collection, id)) ?? {};
    for (const [field, value] of Object.entries(fields)) {
      if (value === undefined) delete data[field];
      else data[field] = value;
    }
    statements.upsert.run(collection, id, JSON.stringify(data));
  });

  const expireCacheTags = db.transaction((tags: string[], at: number) => {
    const generation = (statements.cacheGeneration.get()?.generation ?? 0) + 1;
    for (const tag of new Set(tags)) statements.expireCacheTag.run(tag, at, generation);
  });

  return {
    kind: "sqlite",

    async get(collection, id) {
      return readRow(statements.get.get(collection, id));
    },
    async has(collection, id) {
      return statements.get.get(collection, id) !== undefined;
    },
    async list(collection, query = {}) {
      return list(collection, query);
    },
    async increment(counted, field, stampField) {
      return increment.immediate(counted, field, stampField);
    },
    async setMarker(marker, present, counted) {
      return setMarker.immediate(marker, present, counted);
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
      const mail = readRow(statements.get.get(STORE_COLLECTIONS.mailOutbox, id)) as OutboxMail | null;
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

    async cacheGeneration() {
      return statements.cacheGeneration.get()?.generation ?? 0;
    },
    async cacheExpiries() {
      const generation = statements.cacheGeneration.get()?.generation ?? 0;
      const tags = Object.fromEntries(statements.cacheExpiries.all().map((row) => [row.tag, row.expired_at]));
      return { generation, tags };
    },
    async expireCacheTags(tags, at) {
      if (tags.length > 0) expireCacheTags.immediate(tags, at);
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
