import type { Application } from "@/lib/domain/application";
import type { BlogPost, PostCounters } from "@/lib/domain/blog-post";
import type { Brand } from "@/lib/domain/brand";
import type { DemoRequest } from "@/lib/domain/demo-request";
import type { Department } from "@/lib/domain/department";
import type { NewsletterStatus, NewsletterSubscription } from "@/lib/domain/newsletter";
import type { MailMessage } from "@/lib/mail/port";

/** Collection names, exactly as an existing Firestore project has them. */
export const COLLECTIONS = {
  departments: "departments",
  brands: "brands",
  blogs: "blogs",
  newsletters: "newsletters",
  applications: "applications",
  demoRequests: "demoRequests",
  blogLikes: "blogLikes",
  mailQueue: "mailQueue",
  resumeClaims: "resumeClaims",
} as const;

export type CollectionName = (typeof COLLECTIONS)[keyof typeof COLLECTIONS];

export type CreateApplicationResult = { status: "created"; id: string } | { status: "resume-used" };

/** A message that could not be delivered yet; kept until a retry delivers it. */
export interface QueuedMail {
  id: string;
  message: MailMessage;
  createdAt: string;
  attempts: number;
  lastError: string;
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
  /** Adds one view and sets lastViewed to the server time. Null when the post does not exist. */
  recordPostView(postId: string): Promise<PostCounters | null>;
  /**
   * Sets one visitor's like on a post. Idempotent per visitor: liking twice counts once, and
   * unliking a post the visitor never liked changes nothing. Null when the post does not exist.
   */
  setPostLike(postId: string, visitorId: string, liked: boolean): Promise<(PostCounters & { liked: boolean }) | null>;

  /** Creates `newsletters/{email}` unless it exists. */
  createNewsletterSubscription(subscription: NewsletterSubscription): Promise<"created" | "exists">;
  getNewsletterSubscription(email: string): Promise<NewsletterSubscription | null>;
  setNewsletterStatus(email: string, status: NewsletterStatus): Promise<boolean>;

  /**
   * Stores an application under a new unique timestamp-based key, claiming its résumé in the
   * same atomic write: a résumé already claimed by another application stores nothing.
   */
  createApplication(application: Application, resumeKey: string): Promise<CreateApplicationResult>;
  getApplication(id: string): Promise<Application | null>;

  createDemoRequest(request: DemoRequest): Promise<string>;

  enqueueMail(mail: Omit<QueuedMail, "id">): Promise<string>;
  listQueuedMail(limit: number): Promise<QueuedMail[]>;
  /** Removes a delivered message; false when another worker already took it. */
  removeQueuedMail(id: string): Promise<boolean>;
  recordMailFailure(id: string, error: string): Promise<void>;

  /** Raw documents for scripts (seed, résumé sweep) and tests, never for pages. */
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

  /** Cheap round trip for the health check. */
  ping(): Promise<void>;
  close(): Promise<void>;
}
