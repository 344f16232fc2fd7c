import { aiStrategy } from "@/content/pages/ai-strategy";
import { cloudTransformation } from "@/content/pages/cloud-transformation";
import { cybersecurity } from "@/content/pages/cybersecurity";
import { innovationLeadership } from "@/content/pages/innovation-leadership";
import { getPublishedPostSummaries } from "@/lib/features/blog/reads";

const WORDS_PER_MINUTE = 200;

export function textOf(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(textOf);
  if (value && typeof value === "object") return Object.values(value).flatMap(textOf);
  return [];
}

export function readingMinutes(...texts: string[]): number {
  const words = texts.join(" ").split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

const INSIGHT_PAGES = [aiStrategy, cloudTransformation, cybersecurity, innovationLeadership];

export async function readMinutesOf(path: string): Promise<number | undefined> {
  const insight = INSIGHT_PAGES.find((page) => page.path === path);
  if (insight) return readingMinutes(...textOf(insight));
  const slug = /^\/blog\/([^/]+)$/.exec(path)?.[1];
  if (!slug) return undefined;
  const posts = await getPublishedPostSummaries();
  return posts.find((post) => post.slug === decodeURIComponent(slug))?.readTime;
}
