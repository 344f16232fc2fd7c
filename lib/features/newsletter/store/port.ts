import "server-only";

/** Suppressed: still subscribed, but refused permanently `maxFailures` times, so never mailed. */
export const SUBSCRIBER_STATUSES = ["active", "unsubscribed", "suppressed"] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

export interface SubscriberRow {
  email: string;
  status: SubscriberStatus;
  subscribedAt: string;
  unsubscribedAt?: string;
  unsubscribedBy?: string;
  permanentFailures: number;
}

export interface SubscriberQuery {
  /** Part of the address (SQLite: anywhere in it; Firestore: its start). */
  search?: string;
  status?: SubscriberStatus;
  /** In address order: rows after this address (the export's cursor). */
  after?: string;
  offset?: number;
  limit: number;
}

export interface SubscriberStore {
  counts(maxFailures: number): Promise<Record<SubscriberStatus, number>>;
  list(query: SubscriberQuery, maxFailures: number): Promise<SubscriberRow[]>;
  /**
   * Removes the subscription, the mail it caused (its welcome), the issue copies named (their keys
   * are issue × subscriber), any other newsletter message to the address the adapter can find, and
   * the address as a send's cursor; the removed messages' ids are for the mail transport to forget.
   */
  erase(email: string, issueMailIds: string[]): Promise<{ erased: boolean; mailIds: string[] }>;
}

const text = (value: unknown) => (typeof value === "string" ? value : "");

export function subscriberRow(email: string, data: Record<string, unknown>, maxFailures: number): SubscriberRow {
  const failures = typeof data.permanentFailures === "number" ? data.permanentFailures : 0;
  const status: SubscriberStatus = data.status !== "active" ? "unsubscribed" : failures >= maxFailures ? "suppressed" : "active";
  return {
    email,
    status,
    subscribedAt: text(data.subscribedAt),
    permanentFailures: failures,
    ...(data.unsubscribedAt ? { unsubscribedAt: text(data.unsubscribedAt) } : {}),
    ...(data.unsubscribedBy ? { unsubscribedBy: text(data.unsubscribedBy) } : {}),
  };
}
