import "server-only";
import type { MailMessage } from "@/lib/ports/mail/port";

/** The collections the store keeps for itself: the outbox it claims from, and Firestore's compare-and-set and cache expiry records. */
export const STORE_COLLECTIONS = {
  /** Every email a write causes, stored with that write and delivered by the worker (lib/services/mail-delivery). */
  mailOutbox: "mailOutbox",
  /** Firestore only: one document per change of an outbox message, the compare-and-set that makes a claim exclusive. */
  mailOutboxVersions: "mailOutboxVersions",
  /** Firestore only: the cache expiry record (a `generation` document and one per tag) that instances agree through. */
  cacheExpiry: "cacheExpiry",
} as const;

/** A collection's name: the port stores documents and knows no feature's collections (lib/services/collections.ts names them). */
export type CollectionName = string;

export interface DocumentRef {
  collection: CollectionName;
  id: string;
}

export interface StoredDocument {
  id: string;
  data: Record<string, unknown>;
}

export interface DocumentQuery {
  where?: { field: string; equals: string | number | boolean };
  orderBy?: { field: string; direction: "asc" | "desc" };
  limit?: number;
  // Only documents whose id sorts after this one, in id order; not with `orderBy`.
  after?: string;
}

export type MarkerRef = DocumentRef & { data: Record<string, unknown> };
export type CounterRef = DocumentRef & { field: string };

// `create` fails the commit when the document exists; `update` needs the document to exist.
export type DocumentWrite = (DocumentRef & { op: "create"; data: Record<string, unknown> }) | (DocumentRef & { op: "update"; data: Record<string, unknown> });

export type CommitResult = { committed: true } | { committed: false; conflicts: DocumentRef[] };

export type MailStatus = "pending" | "sending" | "retrying" | "sent" | "dead" | "cancelled";
export const MAIL_STATUSES: readonly MailStatus[] = ["pending", "sending", "retrying", "sent", "dead", "cancelled"];

/** Checked just before each attempt: a recipient who left since the message was queued gets nothing. */
export interface DeliveryCondition {
  document: DocumentRef;
  field: string;
  equals: string;
  // A permanent refusal adds one here; at `maxFailures` the condition no longer holds.
  failuresField: string;
  maxFailures: number;
}

export interface OutboxMail {
  message: MailMessage;
  kind: string;
  source: DocumentRef;
  status: MailStatus;
  createdAt: string;
  dueAt?: string | null;
  // A claim whose worker died counts, so a message that kills its worker still gives up.
  attempts: number;
  version: number;
  leaseOwner?: string | null;
  lastError?: string;
  sentAt?: string;
  sentBy?: string | null;
  deadAt?: string | null;
  deadReason?: string | null;
  requeuedAt?: string;
  deliverWhile?: DeliveryCondition;
  // The document whose `mailSent`, `mailFailed` and `mailCancelled` counters this message's outcome moves.
  countsOn?: DocumentRef;
  cancelledAt?: string | null;
  cancelReason?: string | null;
}

export interface ClaimedMail extends OutboxMail {
  id: string;
}

export type MailSettlement =
  | { status: "sent"; at: Date }
  | { status: "retrying"; dueAt: Date; error: string }
  | { status: "dead"; at: Date; reason: string }
  | { status: "cancelled"; at: Date; reason: string }
  | { status: "released"; dueAt: Date };

export interface MailSummary {
  counts: Record<MailStatus, number>;
  failing: Array<{ reason: string; count: number }>;
  deadLetters: Array<{ id: string; kind: string; source: DocumentRef; attempts: number; deadAt: string; reason: string }>;
}

/** When each cache tag last expired (ms since the epoch), and a generation that every expiry moves. */
export interface CacheExpiries {
  generation: number;
  tags: Record<string, number>;
}

// Every adapter: counters change atomically and never drop below zero, "create if absent" is one conditional write.
export interface DocumentStore {
  readonly kind: "sqlite" | "firestore";

  get(collection: CollectionName, id: string): Promise<Record<string, unknown> | null>;
  has(collection: CollectionName, id: string): Promise<boolean>;
  // Unordered unless `orderBy` says; a document without the ordering field may be left out.
  list(collection: CollectionName, query?: DocumentQuery): Promise<StoredDocument[]>;
  // Adds one to a counter (missing or not a number counts as 0) and stamps `stampField` with the time; null when absent.
  increment(counted: DocumentRef, field: string, stampField: string): Promise<Record<string, unknown> | null>;
  // Puts or removes a marker and moves the counter of markers with it, at once; null when the counted document is absent.
  setMarker(marker: MarkerRef, present: boolean, counted: CounterRef): Promise<Record<string, unknown> | null>;

  // Every write or none; conflicts are answered, not thrown.
  commit(writes: DocumentWrite[]): Promise<CommitResult>;

  // One caller only per message, across processes; a message whose lease ended (its worker died) is due again.
  claimMail(request: { owner: string; now: Date; leaseMs: number; limit: number }): Promise<ClaimedMail[]>;
  settleMail(claim: ClaimedMail, settlement: MailSettlement): Promise<boolean>;
  requeueMail(id: string, now: Date): Promise<boolean>;
  mailSummary(deadLetters: number): Promise<MailSummary>;

  // Instances that keep their own caches agree through this record (lib/services/cache/expiry.ts).
  cacheGeneration(): Promise<number>;
  cacheExpiries(): Promise<CacheExpiries>;
  // Both move in one write: a reader that sees the new generation sees the new times.
  expireCacheTags(tags: string[], at: number): Promise<void>;

  ping(): Promise<void>;
  close(): Promise<void>;
}

// Whole documents of any collection, unchecked: for operator commands and tests, never for features.
export interface AdminDocumentStore extends DocumentStore {
  createRaw(collection: CollectionName, id: string, data: Record<string, unknown>): Promise<boolean>;
  putRaw(collection: CollectionName, id: string, data: Record<string, unknown>): Promise<void>;
  // Replaces each given top-level field whole (undefined removes it), leaves the others; creates a missing document.
  patchRaw(collection: CollectionName, id: string, fields: Record<string, unknown>): Promise<void>;
  countRaw(collection: CollectionName): Promise<number>;
}
