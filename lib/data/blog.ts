import { unstable_cache } from "next/cache";
import { type Author, authorsOf } from "@/lib/blog/authors";
import { CARD_COVER_SIZES, coverImage } from "@/lib/blog/cover";
import type { PostSummary } from "@/lib/blog/list-state";
import { isPlausibleSlug } from "@/lib/blog/slug";
import { REVALIDATE_SECONDS, TAGS } from "@/lib/cache/tags";
import type { BlogPost, } from "@/lib/domain/blog-post";
import { documents } from "@/lib/documents";

/**
 * Every published post, newest first, cached under the blog tag. A failed read throws rather than
 * returning nothing, so ISR keeps serving the last good page instead of caching an empty one.
 */
export const getPublishedPosts = unstable_cache(
  async (): Promise<BlogPost[]> => (await documents()).listPublishedPosts(),
  ["blog:published-posts"],
  { tags: [TAGS.blog], revalidate: REVALIDATE_SECONDS },
);

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
 * One published post, cached under the blog tag and its own tag. Unknown slugs and posts that are
 * not published are both null: visitors never see drafts.
 */
export async function getPublishedPost(slug: string): Promise<BlogPost | null> {
  if (!isPlausibleSlug(slug)) return null;
  return unstable_cache(
    async () => {
      const post = await (await documents()).getPostBySlug(slug);
      return post?.status === "published" ? post : null;
    },
    ["blog:post", slug],
    { tags: [TAGS.blog, TAGS.post(slug)], revalidate: REVALIDATE_SECONDS },
  )();
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
