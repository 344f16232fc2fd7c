import "server-only";
import { Database } from "@/lib/primitives/sqlite-driver";
import { type SubscriberStore, subscriberRow } from "./port";

type Row = { id: string; data: string };

const INDEXES = `
CREATE INDEX IF NOT EXISTS mail_outbox_by_recipient ON documents (json_extract(data, '$.message.to')) WHERE collection = 'mailOutbox';
CREATE INDEX IF NOT EXISTS newsletter_issues_by_cursor ON documents (json_extract(data, '$.cursor')) WHERE collection = 'newsletterIssues';
`;

const STATUS = `CASE WHEN json_extract(data, '$.status') IS NOT 'active' THEN 'unsubscribed'
  WHEN json_type(data, '$.permanentFailures') IN ('integer', 'real') AND json_extract(data, '$.permanentFailures') >= :max THEN 'suppressed'
  ELSE 'active' END`;

export function createSqliteSubscriberStore(filePath: string): SubscriberStore {
  const db = new Database(filePath);
  db.pragma("journal_mode = WAL");
  db.pragma("busy_timeout = 5000");
  db.pragma("secure_delete = ON");
  db.exec(INDEXES);
  const counts = db.prepare<{ max: number }, { status: string; n: number }>(
    `SELECT ${STATUS} AS status, COUNT(*) AS n FROM documents WHERE collection = 'newsletters' GROUP BY 1`,
  );
  const list = db.prepare<Record<string, string | number | null>, Row>(
    `SELECT id, data FROM documents WHERE collection = 'newsletters'
       AND (:search IS NULL OR instr(id, :search) > 0)
       AND (:status IS NULL OR ${STATUS} = :status)
       AND (:after IS NULL OR id > :after)
     ORDER BY id LIMIT :limit OFFSET :offset`,
  );
  const removeSubscription = db.prepare<[string]>("DELETE FROM documents WHERE collection = 'newsletters' AND id = ?");
  const mailTo = db.prepare<[string], { id: string }>(
    `SELECT id FROM documents WHERE collection = 'mailOutbox' AND json_extract(data, '$.message.to') = ?
       AND json_extract(data, '$.kind') LIKE 'newsletter-%'`,
  );
  const mailExists = db.prepare<[string], { id: string }>("SELECT id FROM documents WHERE collection = 'mailOutbox' AND id = ?");
  const removeMail = db.prepare<[string]>("DELETE FROM documents WHERE collection = 'mailOutbox' AND id = ?");
  // A send's cursor steps back to the address before it, so the send still resumes after the right one.
  const moveCursor = db.prepare<{ email: string }>(
    `UPDATE documents SET data = json_set(data, '$.cursor',
       COALESCE((SELECT MAX(id) FROM documents WHERE collection = 'newsletters' AND id < :email), ''))
     WHERE collection = 'newsletterIssues' AND json_extract(data, '$.cursor') = :email`,
  );
  const eraseAll = db.transaction((email: string, named: string[]) => {
    const erased = removeSubscription.run(email).changes > 0;
    const found = named.flatMap((id) => mailExists.all(id).map((row) => row.id));
    const mailIds = [...new Set([...mailTo.all(email).map((row) => row.id), ...found])];
    for (const id of mailIds) removeMail.run(id);
    const moved = moveCursor.run({ email }).changes > 0;
    return { erased, mailIds, changed: erased || mailIds.length > 0 || moved };
  });

  return {
    async counts(max) {
      const result = { active: 0, unsubscribed: 0, suppressed: 0 };
      for (const { status, n } of counts.all({ max })) result[status as keyof typeof result] = n;
      return result;
    },
    async list({ search, status, after, offset = 0, limit }, max) {
      const rows = list.all({ search: search ? search.toLowerCase() : null, status: status ?? null, after: after ?? null, limit, offset, max });
      return rows.map((row) => subscriberRow(row.id, JSON.parse(row.data) as Record<string, unknown>, max));
    },
    async erase(email, issueMailIds) {
      const { erased, mailIds, changed } = eraseAll(email, issueMailIds);
      // The write-ahead log still holds the pages as they were; folding it into the file ends that copy.
      if (changed) db.pragma("wal_checkpoint(TRUNCATE)");
      return { erased, mailIds };
    },
  };
}
