import { unstable_cache } from "next/cache";
import { type Author, authorsOf } from "@/lib/features/blog/authors";
import { CARD_COVER_SIZES, coverImage } from "@/lib/features/blog/cover";
import type { PostSummary } from "@/lib/features/blog/list-state";
import { isPlausibleSlug } from "@/lib/primitives/domain/slug";
import { REVALIDATE_SECONDS, TAGS } from "@/lib/services/cache/tags";
import { type BlogPost, isLive } from "@/lib/primitives/domain/blog-post";
import { documents } from "@/lib/features/content/store";

/**
 * Every post with status published, scheduled ones included, newest first, cached under the blog
 * tag. A failed read throws rather than returning nothing, so ISR keeps serving the last good page
 * instead of caching an empty one.
 */
const getStoredPublishedPosts = unstable_cache(
  async (): Promise<BlogPost[]> => (await documents()).listPublishedPosts(),
  ["blog:published-posts"],
  { tags: [TAGS.blog], revalidate: REVALIDATE_SECONDS },
);

/**
 * Has the page being rendered refreshed by the time a scheduled post is due, when that comes before
 * its usual refresh: a cached read with a shorter lifetime shortens the page's own (ISR takes the
 * shortest of the reads it made), so the post appears then without anyone pushing or calling.
 */
async function refreshWhenDue(publishedAt: string): Promise<void> {
  const seconds = Math.ceil((Date.parse(publishedAt) - Date.now()) / 1000);
  if (!(seconds > 0) || seconds >= REVALIDATE_SECONDS) return;
  await unstable_cache(async () => publishedAt, ["blog:scheduled", publishedAt], { revalidate: Math.max(1, seconds) })();
}

/** Every published post that is due, newest first; the page refreshes when the next scheduled one is. */
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

/** The list page's cards: the published posts without their bodies. */
export async function getPublishedPostSummaries(): Promise<PostSummary[]> {
  return (await getPublishedPosts()).map(toPostSummary);
}

/** The people who wrote the published posts, each with their posts (author pages, sitemap). */
export async function getAuthors(): Promise<Author[]> {
  return authorsOf(await getPublishedPostSummaries());
}

export async function getAuthor(slug: string): Promise<Author | null> {
  return (await getAuthors()).find((author) => author.slug === slug) ?? null;
}

/** Slugs to pre-render at build and to list in the sitemap. */
export async function getPublishedPostSlugs(): Promise<Array<{ slug: string; updatedAt: string }>> {
  return (await getPublishedPosts()).map((post) => ({ slug: post.slug, updatedAt: post.updatedAt ?? post.publishedAt }));
}

/**
 * One published post, cached under the blog tag and its own tag. Unknown slugs, posts that are not
 * published and scheduled ones not yet due are all null: visitors never see drafts.
 */
export async function getPublishedPost(slug: string): Promise<BlogPost | null> {
  if (!isPlausibleSlug(slug)) return null;
  const post = await unstable_cache(
    async () => {
      const post = await (await documents()).getPostBySlug(slug);
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

/** The current slug of the published post that once had `slug`, or null. */
export async function getMovedPostSlug(slug: string): Promise<string | null> {
  if (!isPlausibleSlug(slug)) return null;
  return (await getPublishedPosts()).find((post) => post.formerSlugs.includes(slug))?.slug ?? null;
}

/** Any post by document id, whatever its status, read past every cache: for previews only. */
export async function getPostById(id: string): Promise<BlogPost | null> {
  return (await documents()).getPostById(id);
}
