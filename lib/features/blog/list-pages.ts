import type { Metadata } from "next";
import { BLOG_DESCRIPTION, BLOG_TITLE } from "@/content/blog";
import {
  type BlogListState,
  categorySlug,
  filterPosts,
  listStatePath,
  paginate,
  parseCategory,
  type PostSummary,
} from "@/lib/features/blog/list-state";
import { withFeedLink } from "@/lib/features/blog/metadata";
import { getPublishedPostSummaries } from "@/lib/features/blog/reads";
import { BLOG_CATEGORIES } from "@/lib/primitives/domain/blog-categories";
import { pageMetadata } from "@/lib/services/seo/metadata";

export function listPageTitle({ query, category, page }: BlogListState): string {
  const subject = query.trim() ? `Search results for “${query.trim()}”` : category ? `${category} articles from ${BLOG_TITLE}` : BLOG_TITLE;
  return page > 1 ? `${subject}, page ${page}` : subject;
}

export function listPageMetadata(state: BlogListState): Metadata {
  const path = listStatePath(state);
  const metadata = withFeedLink(pageMetadata({ title: listPageTitle(state), description: BLOG_DESCRIPTION, path }));
  return state.query.trim() ? { ...metadata, robots: { index: false, follow: true } } : metadata;
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
