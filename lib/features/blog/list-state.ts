import type { CoverImage } from "@/lib/features/blog/cover";
import { BLOG_CATEGORIES, type BlogCategory } from "@/lib/primitives/domain/blog-categories";

/** Spec §9: six posts a page, search settles 300 ms after the last keystroke. */
export const BLOG_PAGE_SIZE = 6;
export const SEARCH_DEBOUNCE_MS = 300;

export const CATEGORY_FILTERS = ["All", ...BLOG_CATEGORIES] as const;

export interface PostSummary {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  cover: CoverImage;
  readTime: number;
  authorName: string;
  authorRole?: string;
  publishedAt: string;
}

export interface BlogListState {
  query: string;
  category: BlogCategory | null;
  page: number;
}

export const DEFAULT_LIST_STATE: BlogListState = { query: "", category: null, page: 1 };

const MAX_QUERY_LENGTH = 200;

export function parseCategory(value: string | null | undefined): BlogCategory | null {
  if (!value) return null;
  const wanted = value.trim().toLowerCase();
  return BLOG_CATEGORIES.find((category) => category.toLowerCase() === wanted) ?? null;
}

export function readListState(params: Pick<URLSearchParams, "get">): BlogListState {
  const page = Number.parseInt(params.get("page") ?? "", 10);
  return {
    query: (params.get("q") ?? "").trim().slice(0, MAX_QUERY_LENGTH),
    category: parseCategory(params.get("category")),
    page: Number.isFinite(page) && page > 1 ? page : 1,
  };
}

export function listStateToSearch(state: BlogListState): string {
  const params = new URLSearchParams();
  const query = state.query.trim();
  if (query) params.set("q", query);
  if (state.category) params.set("category", state.category);
  if (state.page > 1) params.set("page", String(state.page));
  const search = params.toString();
  return search ? `?${search}` : "";
}

export function filterPosts<Post extends Pick<PostSummary, "title" | "excerpt" | "category">>(
  posts: readonly Post[],
  { query, category }: Pick<BlogListState, "query" | "category">,
): Post[] {
  const needle = query.trim().toLocaleLowerCase("en-US");
  return posts.filter(
    (post) =>
      (!category || post.category === category) &&
      (!needle || post.title.toLocaleLowerCase("en-US").includes(needle) || post.excerpt.toLocaleLowerCase("en-US").includes(needle)),
  );
}

export interface Paged<Item> {
  items: Item[];
  page: number;
  totalPages: number;
}

export function paginate<Item>(items: readonly Item[], page: number, pageSize = BLOG_PAGE_SIZE): Paged<Item> {
  const totalPages = Math.max(1, Math.ceil(items.length / pageSize));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), totalPages);
  return { items: items.slice((current - 1) * pageSize, current * pageSize), page: current, totalPages };
}

export type EmptyReason = "no-match" | "no-posts";

export function emptyReason(state: Pick<BlogListState, "query">): EmptyReason {
  return state.query.trim() ? "no-match" : "no-posts";
}

export const EMPTY_STATE_TEXT: Record<EmptyReason, string> = {
  "no-match": "We couldn't find any posts matching your search. Try different keywords?",
  "no-posts": "We're working on creating amazing content. Check back soon!",
};

export function hasActiveFilters(state: BlogListState): boolean {
  return Boolean(state.query.trim() || state.category);
}

export const BLOG_LIST_PATH = "/blog";
export const BLOG_SEARCH_PATH = "/blog/search";

export const categorySlug = (category: BlogCategory) => category.toLowerCase();

export function listStatePath(state: BlogListState): string {
  if (state.query.trim()) return `${BLOG_SEARCH_PATH}${listStateToSearch(state)}`;
  const base = state.category ? `${BLOG_LIST_PATH}/category/${categorySlug(state.category)}` : BLOG_LIST_PATH;
  return state.page > 1 ? `${base}/page/${state.page}` : base;
}

export function listStateFromPath(pathname: string, params: Pick<URLSearchParams, "get">): BlogListState {
  if (pathname === BLOG_LIST_PATH || pathname === BLOG_SEARCH_PATH) return readListState(params);
  const match = /^\/blog(?:\/category\/([^/]+))?(?:\/page\/(\d+))?$/.exec(pathname);
  const page = Number.parseInt(match?.[2] ?? "1", 10);
  return { query: "", category: parseCategory(match?.[1]), page: Math.max(page, 1) };
}
