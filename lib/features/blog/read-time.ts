import { aiStrategy } from "@/content/pages/ai-strategy";
import { cloudTransformation } from "@/content/pages/cloud-transformation";
import { cybersecurity } from "@/content/pages/cybersecurity";
import { innovationLeadership } from "@/content/pages/innovation-leadership";
import { getPublishedPostSummaries } from "@/lib/features/blog/reads";

/** A usual reading pace for prose on screen. */
const WORDS_PER_MINUTE = 200;

/** Every string in a piece of copy (headings, paragraphs, list items), in order. */
export function textOf(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(textOf);
  if (value && typeof value === "object") return Object.values(value).flatMap(textOf);
  return [];
}

/** Minutes to read some text at 200 words a minute, never less than 1. */
export function readingMinutes(...texts: string[]): number {
  const words = texts.join(" ").split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

const INSIGHT_PAGES = [aiStrategy, cloudTransformation, cybersecurity, innovationLeadership];

/**
 * How long the piece at a path takes to read, from the piece itself: a post's own read time (what
 * its page shows), or the words of an insight page. Undefined for a path that is neither (or a
 * post no longer published), so a card never states a time its target does not back up.
 */
export async function readMinutesOf(path: string): Promise<number | undefined> {
  const insight = INSIGHT_PAGES.find((page) => page.path === path);
  if (insight) return readingMinutes(...textOf(insight));
  const slug = /^\/blog\/([^/]+)$/.exec(path)?.[1];
  if (!slug) return undefined;
  const posts = await getPublishedPostSummaries();
  return posts.find((post) => post.slug === decodeURIComponent(slug))?.readTime;
}
