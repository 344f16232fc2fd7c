import { BLOG_CATEGORIES } from "@/lib/primitives/domain/blog-categories";
import { DOCUMENT_ID_PATTERN, isoDateTimeInput, slugInput } from "@/lib/primitives/domain/file-fields";
import { COVER_ALT_MAX } from "@/lib/primitives/domain/post-cover";
import { z } from "@/lib/primitives/zod";

export const DEFAULT_AUTHOR_NAME = "Lexor Team";

const counter = z.preprocess(
  (value) => (typeof value === "number" && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0),
  z.number().int().nonnegative(),
);

/** Firestore Timestamps arrive as objects with toDate(); everything else as ISO strings. */
const isoTime = z.preprocess((value) => {
  if (value && typeof value === "object" && "toDate" in value && typeof value.toDate === "function") {
    return (value.toDate() as Date).toISOString();
  }
  if (value instanceof Date) return value.toISOString();
  return value;
}, z.string());

export const blogPostSchema = z.object({
  id: z.string().min(1),
  slug: z.string().min(1),
  title: z.string().min(1),
  excerpt: z.string().default(""),
  content: z.string().default(""),
  /** The Markdown the content was made from, for the editor; posts stored before it was kept have none. */
  markdown: z.string().optional().catch(undefined),
  category: z.string().default("Engineering"),
  tags: z.preprocess((value) => (Array.isArray(value) ? value : []), z.array(z.string())),
  coverImage: z.string().optional().catch(undefined),
  /** What the cover shows, for readers who cannot see it; posts stored before it was kept have none. */
  coverAlt: z.string().optional().catch(undefined),
  readTime: z.preprocess((value) => (typeof value === "number" && value > 0 ? value : 1), z.number()),
  author: z
    .object({
      name: z.string().min(1).catch(DEFAULT_AUTHOR_NAME).default(DEFAULT_AUTHOR_NAME),
      role: z.string().optional().catch(undefined),
    })
    .catch({ name: DEFAULT_AUTHOR_NAME })
    .default({ name: DEFAULT_AUTHOR_NAME }),
  publishedAt: isoTime,
  updatedAt: isoTime.optional().catch(undefined),
  status: z.string().default("draft"),
  /** Slugs the post had before: each answers a permanent redirect to the current one. */
  formerSlugs: z.preprocess((value) => (Array.isArray(value) ? value.filter((slug) => typeof slug === "string") : []), z.array(z.string())),
  views: counter.default(0),
  likes: counter.default(0),
  lastViewed: isoTime.optional().catch(undefined),
});

export type BlogPost = z.infer<typeof blogPostSchema>;

export function isLive(post: Pick<BlogPost, "status" | "publishedAt">, now: Date = new Date()): boolean {
  return post.status === "published" && !(Date.parse(post.publishedAt) > now.getTime());
}

export type PostCounters = Pick<BlogPost, "views" | "likes">;

export const POST_STATUSES = ["draft", "published"] as const;

// Strict, so a misspelt field is reported rather than ignored.
export const postFrontMatterSchema = z.strictObject({
  id: z.string().regex(DOCUMENT_ID_PATTERN, "must be letters, digits, dashes or underscores").optional(),
  title: z.string().trim().min(1, "must not be empty").max(200),
  slug: slugInput("my-first-post"),
  formerSlugs: z.array(slugInput("my-first-post")).max(20).default([]),
  excerpt: z.string().trim().min(1, "must not be empty").max(500),
  category: z.enum(BLOG_CATEGORIES),
  tags: z.array(z.string().trim().min(1).max(50)).max(20).default([]),
  author: z
    .strictObject({
      name: z.string().trim().min(1, "must not be empty").max(100),
      role: z.string().trim().min(1).max(100).optional(),
    })
    .optional(),
  cover: z.string().trim().min(1).optional(),
  coverAlt: z.string().trim().min(1, "must not be empty").max(COVER_ALT_MAX).optional(),
  status: z.enum(POST_STATUSES),
  publishedAt: isoDateTimeInput,
  updatedAt: isoDateTimeInput.optional(),
  readTime: z.number().int().positive().max(240).optional(),
});

export type PostFrontMatter = z.infer<typeof postFrontMatterSchema>;
