import "server-only";
import type { Application } from "@/lib/primitives/domain/application";
import type { BlogPost, PostCounters } from "@/lib/primitives/domain/blog-post";
import type { Brand } from "@/lib/primitives/domain/brand";
import type { Department } from "@/lib/primitives/domain/department";
import type { NewsletterStatus, NewsletterSubscription } from "@/lib/primitives/domain/newsletter";
import type { MailMessage } from "@/lib/ports/mail/port";

/** Collection names, exactly as an existing Firestore project has them. */
export const COLLECTIONS = {
  departments: "departments",
  brands: "brands",
  blogs: "blogs",
  newsletters: "newsletters",
  applications: "applications",
  demoRequests: "demoRequests",
  blogLikes: "blogLikes",
  resumeClaims: "resumeClaims",
  /** Every email a write causes, stored with that write and delivered by the worker (lib/services/mail-delivery). */
  mailOutbox: "mailOutbox",
  /** Firestore only: one document per change of an outbox message, the compare-and-set that makes a claim exclusive. */
  mailOutboxVersions: "mailOutboxVersions",
  /** One document per email a visitor-chosen mailbox was sent in a day: the per-recipient limit. */
  mailRecipients: "mailRecipients",
  /** The refresh a content push owes the site until the site confirms it (lib/features/content/owed-refresh.ts). */
  contentRefresh: "contentRefresh",
  /** One document per address a push took down for good (a withdrawn post, a removed role): it answers 410. */
  removedAddresses: "removedAddresses",
  /** A staff sign-in link's request: the source of its email, never stored itself. */
  staffSignIns: "staffSignIns",
  /** An application's notes, one document each (lib/staff). */
  applicationNotes: "applicationNotes",
  /** What deletions and the retention run removed, without personal data (lib/staff). */
  deletions: "deletions",
} as const;

export type CollectionName = (typeof COLLECTIONS)[keyof typeof COLLECTIONS];

export interface DocumentRef {
  collection: CollectionName;
  id: string;
}

/**
 * One write of an atomic commit. `create` fails the commit when the document exists; `update`
 * sets top-level fields of a document that must exist.
 */
export type DocumentWrite =
  | (DocumentRef & { op: "create"; data: Record<string, unknown> })
  | (DocumentRef & { op: "update"; data: Record<string, unknown> });

/** Either every write landed, or none did and `conflicts` names the documents that stopped it. */
export type CommitResult = { committed: true } | { committed: false; conflicts: DocumentRef[] };

/**
 * pending: waiting for its first delivery; sending: claimed by a worker until its lease ends;
 * retrying: failed and waiting for its next turn; sent; dead: given up, with a reason.
 */
export type MailStatus = "pending" | "sending" | "retrying" | "sent" | "dead";
export const MAIL_STATUSES: readonly MailStatus[] = ["pending", "sending", "retrying", "sent", "dead"];

/** `mailOutbox/{message id}`: one email and its delivery state. */
export interface OutboxMail {
  message: MailMessage;
  /** What the email is (`newsletter-welcome`, …), for operators. */
  kind: string;
  /** The document whose write caused it. */
  source: DocumentRef;
  status: MailStatus;
  createdAt: string;
  /** When it may next be claimed: set while it waits or is leased, null once sent or dead. */
  dueAt?: string | null;
  /** Claims so far; a claim whose worker died counts, so a message that kills its worker still gives up. */
  attempts: number;
  /** Changes so far; every change names the version it replaces. */
  version: number;
  leaseOwner?: string | null;
  lastError?: string;
  sentAt?: string;
  /** The worker that sent it. */
  sentBy?: string | null;
  deadAt?: string | null;
  deadReason?: string | null;
  /** When an operator last put it back in line. */
  requeuedAt?: string;
}

export interface ClaimedMail extends OutboxMail {
  id: string;
}

/** How a claimed message's delivery ended. */
export type MailSettlement =
  | { status: "sent"; at: Date }
  | { status: "retrying"; dueAt: Date; error: string }
  | { status: "dead"; at: Date; reason: string }
  /** Not attempted after all (the worker is stopping): due again at `dueAt`, this claim not counted. */
  | { status: "released"; dueAt: Date };

export interface MailSummary {
  counts: Record<MailStatus, number>;
  /** Messages waiting for another attempt, grouped by their last error. */
  failing: Array<{ reason: string; count: number }>;
  /** The most recent dead letters. */
  deadLetters: Array<{ id: string; kind: string; source: DocumentRef; attempts: number; deadAt: string; reason: string }>;
}

/**
 * The documents port: every read and write the site makes to its database. Adapters keep the
 * same semantics: counters change atomically and never drop below zero, "create if absent" is a
 * single conditional write, keys are unique.
 */
export interface DocumentStore {
  readonly kind: "sqlite" | "firestore";

  getDepartment(id: string): Promise<Department | null>;
  /** Every department, active or not, for pre-rendering and the sitemap. */
  listDepartments(): Promise<Department[]>;
  listActiveDepartments(): Promise<Department[]>;

  listBrands(): Promise<Brand[]>;

  /** Published posts, newest first, optionally in one category. */
  listPublishedPosts(options?: { category?: string }): Promise<BlogPost[]>;
  getPostBySlug(slug: string): Promise<BlogPost | null>;
  /** Any post by document id, whatever its status: what a preview link opens. */
  getPostById(id: string): Promise<BlogPost | null>;
  /** The slug a post document names, even one that no longer reads as a post: its page must still be expired. */
  getPostSlug(id: string): Promise<string | null>;
  /** Adds one view and sets lastViewed to the server time. Null when the post does not exist. */
  recordPostView(postId: string): Promise<PostCounters | null>;
  /**
   * Sets one visitor's like on a post. Idempotent per visitor: liking twice counts once, and
   * unliking a post the visitor never liked changes nothing. Null when the post does not exist.
   */
  setPostLike(postId: string, visitorId: string, liked: boolean): Promise<(PostCounters & { liked: boolean }) | null>;

  getNewsletterSubscription(email: string): Promise<NewsletterSubscription | null>;
  setNewsletterStatus(email: string, status: NewsletterStatus): Promise<boolean>;

  getApplication(id: string): Promise<Application | null>;
  /** True once an application claimed the résumé stored under this key. */
  isResumeClaimed(resumeKey: string): Promise<boolean>;
  /** Whether a push took this page address down (`removedAddresses`). */
  isRemovedAddress(path: string): Promise<boolean>;

  /**
   * Applies every write at once or none of them: how a write and the outbox messages it causes
   * are stored together. Conflicts (a create whose document exists, an update whose document does
   * not) are answered, not thrown.
   */
  commit(writes: DocumentWrite[]): Promise<CommitResult>;

  /**
   * Claims up to `limit` outbox messages that are due, earliest first, for `owner` until
   * `now + leaseMs`. A message is claimed by one caller only, whatever the number of processes;
   * one whose lease ended (its worker died) is due again.
   */
  claimMail(request: { owner: string; now: Date; leaseMs: number; limit: number }): Promise<ClaimedMail[]>;
  /** Records how a claimed delivery ended; false when the message changed since the claim (the lease was lost). */
  settleMail(claim: ClaimedMail, settlement: MailSettlement): Promise<boolean>;
  /** Puts a dead letter back in line, due at `now` with its attempts reset; false when `id` is not dead. */
  requeueMail(id: string, now: Date): Promise<boolean>;
  mailSummary(deadLetters: number): Promise<MailSummary>;

  /** Cheap round trip for the health check. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The store as the operator's commands see it (seed, content push and preview) and tests: whole
 * documents of any collection, unchecked. Features never get this view.
 */
export interface AdminDocumentStore extends DocumentStore {
  createRaw(collection: CollectionName, id: string, data: Record<string, unknown>): Promise<boolean>;
  putRaw(collection: CollectionName, id: string, data: Record<string, unknown>): Promise<void>;
  /**
   * Sets each given top-level field, replacing its whole value (maps and lists included); a field
   * given as undefined is removed. Other fields, such as a post's live counters, are left as they
   * are, in one atomic write. Creates the document when it does not exist.
   */
  patchRaw(collection: CollectionName, id: string, fields: Record<string, unknown>): Promise<void>;
  getRaw(collection: CollectionName, id: string): Promise<Record<string, unknown> | null>;
  countRaw(collection: CollectionName): Promise<number>;
}
