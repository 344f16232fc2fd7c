import "server-only";
import type { HistoryEntry } from "./scorecards";
import type { MailHistoryRow } from "./store/port";

type Delivery = Pick<MailHistoryRow, "status" | "sentAt">;

/** One line of an application's history; `mail` is an email the site sent by itself (no author) or how one staff sent is doing. */
export type HistoryItem = HistoryEntry & { mail?: Pick<MailHistoryRow, "to" | "subject"> & Delivery };

/**
 * Stage moves, notes, scorecards and emails in one list, oldest first. An email staff sent is one
 * entry (who, when, its delivery); the emails the application caused by itself join as their own.
 */
export function applicationHistory(entries: HistoryEntry[], mail: MailHistoryRow[]): HistoryItem[] {
  const outbox = new Map(mail.map((row) => [row.id, row]));
  const sentByStaff = new Set(entries.flatMap((entry) => (entry.email ? [entry.email.mailId] : [])));
  const items: HistoryItem[] = entries.map((entry) => {
    const row = entry.email && outbox.get(entry.email.mailId);
    return entry.email
      ? {
          ...entry,
          mail: { to: entry.email.to, subject: entry.email.subject, status: row?.status ?? "pending", ...(row?.sentAt ? { sentAt: row.sentAt } : {}) },
        }
      : entry;
  });
  for (const row of mail) {
    if (sentByStaff.has(row.id)) continue;
    items.push({
      id: row.id,
      author: "",
      at: row.createdAt,
      text: "",
      mail: { to: row.to, subject: row.subject, status: row.status, ...(row.sentAt ? { sentAt: row.sentAt } : {}) },
    });
  }
  return items.sort((a, b) => a.at.localeCompare(b.at) || a.id.localeCompare(b.id));
}
