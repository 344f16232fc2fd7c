import type { Metadata } from "next";
import { BLOG_DESCRIPTION, BLOG_TITLE } from "@/content/blog";
import { type BlogListState, categorySlug, filterPosts, listStatePath, paginate, parseCategory, type PostSummary } from "@/lib/features/blog/list-state";
import { withFeedLink } from "@/lib/features/blog/metadata";
import { getPublishedPostSummaries } from "@/lib/features/blog/reads";
import { BLOG_CATEGORIES } from "@/lib/primitives/domain/blog-categories";
import { notFoundMetadata, pageMetadata } from "@/lib/services/seo/metadata";

export function listPageTitle({ query, category, page }: BlogListState): string {
  const subject = query.trim() ? `Search results for “${query.trim()}”` : category ? `${category} articles from ${BLOG_TITLE}` : BLOG_TITLE;
  return page > 1 ? `${subject}, page ${page}` : subject;
}

export function listPageDescription({ category, page }: BlogListState): string {
  const subject = category ? `${category} articles from ${BLOG_TITLE}, Lexor's blog: field notes from the people who do the work.` : BLOG_DESCRIPTION;
  return page > 1 ? `${subject} Page ${page} of the list, newest first.` : subject;
}

export function listPageMetadata(state: BlogListState): Metadata {
  const path = listStatePath(state);
  const metadata = withFeedLink(pageMetadata({ title: listPageTitle(state), description: listPageDescription(state), path }));
  return state.query.trim() ? { ...metadata, robots: { index: false, follow: true } } : metadata;
}

/** A page past the list's end answers 404, and its title says so. */
export async function listPageMetadataIfExists(state: BlogListState | null, notFoundCopy: { title: string; description: string }): Promise<Metadata> {
  return state && listPageExists(await getPublishedPostSummaries(), state) ? listPageMetadata(state) : notFoundMetadata(notFoundCopy);
}

export function listPageExists(posts: readonly PostSummary[], state: BlogListState): boolean {
  return state.page <= paginate(filterPosts(posts, state), state.page).totalPages;
}

export async function listPageStates(): Promise<BlogListState[]> {
  const posts = await getPublishedPostSummaries();
  return [null, ...BLOG_CATEGORIES].flatMap((category) => {
    const { totalPages } = paginate(filterPosts(posts, { query: "", category }), 1);
    const pages = Array.from({ length: totalPages }, (_, index) => index + 1);
    return pages.map((page) => ({ query: "", category, page })).filter((state) => state.page > 1 || state.category);
  });
}

export function categoryState(slug: string, page = 1): BlogListState | null {
  const category = parseCategory(decodeURIComponent(slug));
  return category && categorySlug(category) === decodeURIComponent(slug) ? { query: "", category, page } : null;
}
