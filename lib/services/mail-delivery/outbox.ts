import { timestampKey } from "@/lib/ports/documents/keys";
import type { DeliveryCondition, DocumentRef, DocumentStore, DocumentWrite, OutboxMail } from "@/lib/ports/documents/port";
import { COLLECTIONS } from "@/lib/services/collections";
import { log } from "@/lib/primitives/log";
import type { MailContent } from "@/lib/ports/mail/port";
import { recipientLimits } from "./recipient-limit";

export type MailKind =
  | "application-confirmation"
  | "application-notification"
  | "newsletter-welcome"
  | "newsletter-issue"
  | "newsletter-test"
  | "demo-request-note"
  | "staff-sign-in"
  | "staff-invitation"
  | "candidate-email";

export interface OutgoingMail {
  kind: MailKind;
  content: MailContent;
  /** RATE_LIMIT_SCALE, for a kind with an hourly limit (RECIPIENT_HOURLY_LIMITS); past it the email is dropped, the write kept. */
  scale?: number;
}

export type MailCommitResult = { committed: true; messageIds: string[] } | { committed: false; conflicts: DocumentRef[] };

interface Draft {
  mail: OutgoingMail;
  id: string;
  limits: string[][];
  slots: number[];
}

const MAIL_COLLECTIONS = new Set<string>([COLLECTIONS.mailOutbox, COLLECTIONS.mailRecipients]);

function outboxRecord(draft: Draft, source: DocumentRef, now: Date): OutboxMail {
  return {
    message: { ...draft.mail.content, id: draft.id },
    kind: draft.mail.kind,
    source,
    status: "pending",
    createdAt: now.toISOString(),
    dueAt: now.toISOString(),
    attempts: 0,
    version: 0,
  };
}

function mailWrites(draft: Draft, source: DocumentRef, now: Date): DocumentWrite[] {
  const writes: DocumentWrite[] = [{ op: "create", collection: COLLECTIONS.mailOutbox, id: draft.id, data: { ...outboxRecord(draft, source, now) } }];
  for (const [limit, slots] of draft.limits.entries()) {
    writes.push({
      op: "create",
      collection: COLLECTIONS.mailRecipients,
      id: slots[draft.slots[limit] ?? 0] ?? "",
      data: { kind: draft.mail.kind, messageId: draft.id, at: now.toISOString() },
    });
  }
  return writes;
}

// The emails exist exactly when the write does; one to a mailbox with no slot left today is dropped, the write kept.
export async function commitWithMail(
  store: DocumentStore,
  writes: DocumentWrite[],
  mails: OutgoingMail[],
  { source, now }: { source: DocumentRef; now: Date },
): Promise<MailCommitResult> {
  let drafts: Draft[] = mails.map((mail) => ({
    mail,
    id: timestampKey(now.getTime()),
    limits: recipientLimits(mail.kind, mail.content.to, now, mail.scale),
    slots: [],
  }));
  for (;;) {
    const result = await store.commit([...writes, ...drafts.flatMap((draft) => mailWrites(draft, source, now))]);
    if (result.committed) return { committed: true, messageIds: drafts.map((draft) => draft.id) };
    const own = result.conflicts.filter((conflict) => !MAIL_COLLECTIONS.has(conflict.collection));
    if (own.length > 0) return { committed: false, conflicts: own };
    const taken = new Set(result.conflicts.map((conflict) => conflict.id));
    const next = drafts.flatMap((draft) => {
      if (taken.has(draft.id)) return [{ ...draft, id: timestampKey(now.getTime()) }];
      const slots = draft.limits.map((ids, limit) => {
        const slot = draft.slots[limit] ?? 0;
        return taken.has(ids[slot] ?? "") ? slot + 1 : slot;
      });
      if (slots.every((slot, limit) => slot === (draft.slots[limit] ?? 0))) return [draft];
      if (slots.every((slot, limit) => slot < (draft.limits[limit]?.length ?? 0))) return [{ ...draft, slots }];
      // The source id is left out: some are the address itself (a newsletter subscription).
      log.warn("email left out by a per-recipient limit", { kind: draft.mail.kind, source: source.collection });
      return [];
    });
    if (next.every((draft, index) => draft === drafts[index]) && next.length === drafts.length) {
      throw new Error(`commit conflicts on documents it did not write: ${[...taken].join(", ")}`);
    }
    drafts = next;
  }
}

export interface KeyedMail extends OutgoingMail {
  // The idempotency key: a second write of the same message conflicts instead of queueing a copy.
  id: string;
  dueAt: Date;
  deliverWhile?: DeliveryCondition;
  countsOn?: DocumentRef;
}

/** For a commit the caller builds itself; not held to the per-recipient limit, which guards visitor-typed addresses. */
export function keyedMailWrite(mail: KeyedMail, source: DocumentRef, now: Date): DocumentWrite {
  const record: OutboxMail = {
    message: { ...mail.content, id: mail.id },
    kind: mail.kind,
    source,
    status: "pending",
    createdAt: now.toISOString(),
    dueAt: mail.dueAt.toISOString(),
    attempts: 0,
    version: 0,
    ...(mail.deliverWhile ? { deliverWhile: mail.deliverWhile } : {}),
    ...(mail.countsOn ? { countsOn: mail.countsOn } : {}),
  };
  return { op: "create", collection: COLLECTIONS.mailOutbox, id: mail.id, data: { ...record } };
}
