import "server-only";
import { resumeClaimKey } from "@/lib/features/careers/resume-keys";
import { Database } from "@/lib/primitives/sqlite-driver";
import { ratingOf, stageOf } from "@/lib/features/staff/stages";
import type { ApplicationRecord, InboxRow, MailHistoryRow, Note, StaffStore } from "./port";

type Row = { id: string; data: string };
type ListRow = Record<keyof Omit<InboxRow, "stage"> | "status", unknown>;

const INDEXES = `
CREATE INDEX IF NOT EXISTS applications_by_department ON documents (json_extract(data, '$.departmentId'), id) WHERE collection = 'applications';
CREATE INDEX IF NOT EXISTS application_notes_by_application ON documents (json_extract(data, '$.applicationId')) WHERE collection = 'applicationNotes';
CREATE INDEX IF NOT EXISTS mail_outbox_by_source ON documents (json_extract(data, '$.source.id')) WHERE collection = 'mailOutbox';
`;

const text = (value: unknown) => (typeof value === "string" ? value : "");

export function applicationRecord(id: string, data: Record<string, unknown>): ApplicationRecord {
  return {
    id,
    name: text(data.name),
    email: text(data.email),
    role: text(data.role),
    departmentId: text(data.departmentId),
    submittedAt: text(data.submittedAt),
    stage: stageOf(data.status),
    phone: text(data.phone),
    github: text(data.github),
    techStack: text(data.techStack),
    location: text(data.location),
    workStyle: text(data.workStyle),
    resumeKey: text(data.resumeURL),
    ...(data.stageChangedAt ? { stageChangedAt: text(data.stageChangedAt), stageChangedBy: text(data.stageChangedBy) } : {}),
    ...(data.lastEmailedAt ? { lastEmailedAt: text(data.lastEmailedAt) } : {}),
  };
}

export function historyEntry(id: string, data: Record<string, unknown>): Note {
  const entry: Note = { id, author: text(data.author), at: text(data.at), text: text(data.text) };
  if (data.kind === "score") return { ...entry, score: ratingOf(data.rating) };
  if (data.kind === "email") return { ...entry, email: { subject: text(data.subject), to: text(data.to), mailId: text(data.mailId) } };
  return data.kind === "stage" ? { ...entry, move: { from: stageOf(data.from), to: stageOf(data.to) } } : entry;
}

export const inboxRow = ({ id, name, email, role, departmentId, submittedAt, stage }: ApplicationRecord): InboxRow => ({
  id,
  name,
  email,
  role,
  departmentId,
  submittedAt,
  stage,
});

const listRow = (row: ListRow): InboxRow => ({
  id: text(row.id),
  name: text(row.name),
  email: text(row.email),
  role: text(row.role),
  departmentId: text(row.departmentId),
  submittedAt: text(row.submittedAt),
  stage: stageOf(row.status),
});

export function mailHistoryRow(id: string, data: Record<string, unknown>): MailHistoryRow {
  const message = (data.message ?? {}) as Record<string, unknown>;
  return {
    id,
    kind: text(data.kind),
    to: text(message.to),
    subject: text(message.subject),
    status: text(data.status),
    createdAt: text(data.createdAt),
    ...(data.sentAt ? { sentAt: text(data.sentAt) } : {}),
  };
}

export function createSqliteStaffStore(filePath: string): StaffStore {
  const db = new Database(filePath);
  db.pragma("journal_mode = WAL");
  db.pragma("busy_timeout = 5000");
  db.pragma("secure_delete = ON");
  db.exec(INDEXES);
  const parse = (row: Row) => JSON.parse(row.data) as Record<string, unknown>;
  // The list's own fields only: a page of whole applications (answers up to 2,000 characters each) would be parsed and dropped.
  const list = db.prepare<Record<string, string | number | null>, ListRow>(
    `SELECT id, json_extract(data, '$.name') AS name, json_extract(data, '$.email') AS email, json_extract(data, '$.role') AS role,
       json_extract(data, '$.departmentId') AS departmentId, json_extract(data, '$.submittedAt') AS submittedAt, json_extract(data, '$.status') AS status
     FROM documents WHERE collection = 'applications'
       AND (:after IS NULL OR id < :after)
       AND (:department IS NULL OR json_extract(data, '$.departmentId') = :department)
       AND (:departments IS NULL OR json_extract(data, '$.departmentId') IN (SELECT value FROM json_each(:departments)))
       AND (:role IS NULL OR json_extract(data, '$.role') = :role)
       AND (:stage IS NULL OR (CASE WHEN json_extract(data, '$.status') IN ('reviewing', 'interview', 'offer', 'hired', 'rejected', 'withdrawn') THEN json_extract(data, '$.status') ELSE 'new' END) = :stage)
       AND (:search IS NULL OR instr(lower(json_extract(data, '$.name')), :search) > 0 OR instr(lower(json_extract(data, '$.email')), :search) > 0)
     ORDER BY id DESC LIMIT :limit`,
  );
  const roles = db.prepare<{ departments: string | null }, { departmentId: string; role: string }>(
    `SELECT DISTINCT json_extract(data, '$.departmentId') AS departmentId, json_extract(data, '$.role') AS role FROM documents
     WHERE collection = 'applications' AND (:departments IS NULL OR json_extract(data, '$.departmentId') IN (SELECT value FROM json_each(:departments)))
     ORDER BY role`,
  );
  const get = db.prepare<[string, string], Row>("SELECT id, data FROM documents WHERE collection = ? AND id = ?");
  const notes = db.prepare<[string], Row>(
    "SELECT id, data FROM documents WHERE collection = 'applicationNotes' AND json_extract(data, '$.applicationId') = ? ORDER BY id",
  );
  const mail = db.prepare<[string], Row>(
    `SELECT id, data FROM documents WHERE collection = 'mailOutbox' AND json_extract(data, '$.source.id') = ?
       AND json_extract(data, '$.source.collection') = 'applications' ORDER BY id`,
  );
  const before = db.prepare<[string, number], { id: string }>(
    `SELECT id FROM documents WHERE collection = 'applications' AND json_extract(data, '$.submittedAt') < ?
     ORDER BY json_extract(data, '$.submittedAt') LIMIT ?`,
  );
  const remove = db.prepare<[string, string]>("DELETE FROM documents WHERE collection = ? AND id = ?");
  const removeNotes = db.prepare<[string]>("DELETE FROM documents WHERE collection = 'applicationNotes' AND json_extract(data, '$.applicationId') = ?");
  const mailIds = db.prepare<[string], { id: string }>(
    `SELECT id FROM documents WHERE collection = 'mailOutbox' AND json_extract(data, '$.source.id') = ?
       AND json_extract(data, '$.source.collection') = 'applications'`,
  );
  const removeMail = db.prepare<[string]>(
    `DELETE FROM documents WHERE collection = 'mailOutbox' AND json_extract(data, '$.source.id') = ?
       AND json_extract(data, '$.source.collection') = 'applications'`,
  );
  const deleteAll = db.transaction((id: string) => {
    const row = get.get("applications", id);
    if (!row) return null;
    const resumeKey = text(parse(row).resumeURL);
    const caused = mailIds.all(id).map((mail) => mail.id);
    remove.run("applications", id);
    remove.run("resumeClaims", resumeClaimKey(resumeKey));
    removeNotes.run(id);
    removeMail.run(id);
    return { resumeKey, mailIds: caused };
  });

  return {
    async listApplications(filter, { limit, after }) {
      const rows = list.all({
        after: after ?? null,
        department: filter.departmentId ?? null,
        departments: filter.departmentIds ? JSON.stringify(filter.departmentIds) : null,
        role: filter.role ?? null,
        stage: filter.stage ?? null,
        search: filter.search ? filter.search.toLowerCase() : null,
        limit: limit + 1,
      });
      const page = rows.slice(0, limit).map(listRow);
      return { rows: page, ...(rows.length > limit && page.length > 0 ? { next: page.at(-1)?.id } : {}) };
    },
    async appliedRoles(departmentIds) {
      return roles.all({ departments: departmentIds ? JSON.stringify(departmentIds) : null }).filter((row) => typeof row.role === "string");
    },
    async getApplication(id) {
      const row = get.get("applications", id);
      return row ? applicationRecord(row.id, parse(row)) : null;
    },
    async listNotes(applicationId) {
      return notes.all(applicationId).map((row) => historyEntry(row.id, parse(row)));
    },
    async listMail(applicationId) {
      return mail.all(applicationId).map((row) => mailHistoryRow(row.id, parse(row)));
    },
    async submittedBefore(iso, limit) {
      return before.all(iso, limit).map((row) => row.id);
    },
    async deleteApplication(id) {
      const removed = deleteAll(id);
      // The write-ahead log still holds the pages as they were; folding it into the file ends that copy.
      if (removed) db.pragma("wal_checkpoint(TRUNCATE)");
      return removed;
    },
  };
}
