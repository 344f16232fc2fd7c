import "server-only";
// A field that no longer applies is set to null, not deleted: the Firestore emulator ignores field deletes.
import type { ClaimedMail, MailSettlement, MailStatus, MailSummary, OutboxMail } from "@/lib/ports/documents/port";

type Patch = Record<string, unknown>;

export function claimPatch(mail: OutboxMail, owner: string, leaseUntil: Date): Patch {
  return {
    status: "sending",
    attempts: mail.attempts + 1,
    // A lease that runs out makes the message due again, so a dead worker's claims come back.
    dueAt: leaseUntil.toISOString(),
    leaseOwner: owner,
    version: mail.version + 1,
  };
}

export function settlementPatch(claim: ClaimedMail, settlement: MailSettlement): Patch {
  const version = claim.version + 1;
  switch (settlement.status) {
    case "sent":
      return {
        status: "sent",
        sentAt: settlement.at.toISOString(),
        sentBy: claim.leaseOwner ?? null,
        dueAt: null,
        leaseOwner: null,
        version,
      };
    case "retrying":
      return { status: "retrying", dueAt: settlement.dueAt.toISOString(), lastError: settlement.error, leaseOwner: null, version };
    case "dead":
      return {
        status: "dead",
        deadAt: settlement.at.toISOString(),
        deadReason: settlement.reason,
        dueAt: null,
        leaseOwner: null,
        version,
      };
    case "cancelled":
      return {
        status: "cancelled",
        cancelledAt: settlement.at.toISOString(),
        cancelReason: settlement.reason,
        dueAt: null,
        leaseOwner: null,
        version,
      };
    case "released": {
      const attempts = Math.max(0, claim.attempts - 1);
      const status: MailStatus = attempts > 0 ? "retrying" : "pending";
      return { status, attempts, dueAt: settlement.dueAt.toISOString(), leaseOwner: null, version };
    }
  }
}

export function requeuePatch(mail: OutboxMail, now: Date): Patch {
  return {
    status: "pending",
    attempts: 0,
    dueAt: now.toISOString(),
    deadAt: null,
    deadReason: null,
    requeuedAt: now.toISOString(),
    version: mail.version + 1,
  };
}

export function applyPatch<T extends object>(record: T, patch: Patch): T {
  return { ...record, ...patch };
}

export const emptyCounts = (): Record<MailStatus, number> => ({ pending: 0, sending: 0, retrying: 0, sent: 0, dead: 0, cancelled: 0 });

export function deadLetterRows(rows: Array<{ id: string; mail: OutboxMail }>, limit: number): MailSummary["deadLetters"] {
  return rows
    .map(({ id, mail }) => ({
      id,
      kind: mail.kind,
      source: mail.source,
      attempts: mail.attempts,
      deadAt: mail.deadAt ?? "",
      reason: mail.deadReason ?? "",
    }))
    .sort((a, b) => b.deadAt.localeCompare(a.deadAt))
    .slice(0, limit);
}

export function failureGroups(reasons: string[]): MailSummary["failing"] {
  const counts = new Map<string, number>();
  for (const reason of reasons) counts.set(reason, (counts.get(reason) ?? 0) + 1);
  return [...counts].map(([reason, count]) => ({ reason, count })).sort((a, b) => b.count - a.count);
}
