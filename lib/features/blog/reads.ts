import { unstable_cache } from "next/cache";
import { type Author, authorsOf } from "@/lib/features/blog/authors";
import { CARD_COVER_SIZES, coverImage } from "@/lib/features/blog/cover";
import type { PostSummary } from "@/lib/features/blog/list-state";
import { isPlausibleSlug } from "@/lib/primitives/domain/slug";
import { REVALIDATE_SECONDS, TAGS } from "@/lib/services/cache/tags";
import { type BlogPost, isLive } from "@/lib/primitives/domain/blog-post";
import * as records from "@/lib/features/content/records";
import { documents } from "@/lib/features/content/store";

/** A failed read throws, so ISR keeps serving the last good page instead of caching an empty one. */
const getStoredPublishedPosts = unstable_cache(async (): Promise<BlogPost[]> => records.listPublishedPosts(await documents()), ["blog:published-posts"], {
  tags: [TAGS.blog],
  revalidate: REVALIDATE_SECONDS,
});

/** A cached read with a shorter lifetime shortens the page's own (ISR takes the shortest), so a scheduled post appears when due. */
async function refreshWhenDue(publishedAt: string): Promise<void> {
  const seconds = Math.ceil((Date.parse(publishedAt) - Date.now()) / 1000);
  if (!(seconds > 0) || seconds >= REVALIDATE_SECONDS) return;
  await unstable_cache(async () => publishedAt, ["blog:scheduled", publishedAt], { revalidate: Math.max(1, seconds) })();
}

export async function getPublishedPosts(): Promise<BlogPost[]> {
  const now = new Date();
  const posts = await getStoredPublishedPosts();
  const scheduled = posts.filter((post) => !isLive(post, now)).map((post) => post.publishedAt);
  const next = scheduled.sort()[0];
  if (next) await refreshWhenDue(next);
  return posts.filter((post) => isLive(post, now));
}

export function toPostSummary(post: BlogPost): PostSummary {
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    category: post.category,
    cover: coverImage(post.coverImage, CARD_COVER_SIZES),
    readTime: post.readTime,
    authorName: post.author.name,
    authorRole: post.author.role,
    publishedAt: post.publishedAt,
  };
}

export async function getPublishedPostSummaries(): Promise<PostSummary[]> {
  return (await getPublishedPosts()).map(toPostSummary);
}

export async function getAuthors(): Promise<Author[]> {
  return authorsOf(await getPublishedPostSummaries());
}

export async function getAuthor(slug: string): Promise<Author | null> {
  return (await getAuthors()).find((author) => author.slug === slug) ?? null;
}

export async function getPublishedPostSlugs(): Promise<Array<{ slug: string; updatedAt: string }>> {
  return (await getPublishedPosts()).map((post) => ({ slug: post.slug, updatedAt: post.updatedAt ?? post.publishedAt }));
}

export async function getPublishedPost(slug: string): Promise<BlogPost | null> {
  if (!isPlausibleSlug(slug)) return null;
  const post = await unstable_cache(
    async () => {
      const post = await records.getPostBySlug(await documents(), slug);
      return post?.status === "published" ? post : null;
    },
    ["blog:post", slug],
    { tags: [TAGS.blog, TAGS.post(slug)], revalidate: REVALIDATE_SECONDS },
  )();
  if (post && !isLive(post)) {
    await refreshWhenDue(post.publishedAt);
    return null;
  }
  return post;
}

export async function getMovedPostSlug(slug: string): Promise<string | null> {
  if (!isPlausibleSlug(slug)) return null;
  return (await getPublishedPosts()).find((post) => post.formerSlugs.includes(slug))?.slug ?? null;
}

export async function getPostById(id: string): Promise<BlogPost | null> {
  return records.getPostById(await documents(), id);
}
