import type { CoverImage } from "@/lib/features/blog/cover";
import { BLOG_CATEGORIES, type BlogCategory } from "@/lib/primitives/domain/blog-categories";

/** Spec §9: six posts a page, search settles 300 ms after the last keystroke. */
export const BLOG_PAGE_SIZE = 6;
export const SEARCH_DEBOUNCE_MS = 300;

/** The chips of the list, in the order readers see them; "All" is no category filter. */
export const CATEGORY_FILTERS = ["All", ...BLOG_CATEGORIES] as const;

/** What a post card needs: never the body, so the list page ships only what it shows. */
export interface PostSummary {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  /** The card's cover as the optimizer serves it (lib/features/blog/cover.ts). */
  cover: CoverImage;
  readTime: number;
  authorName: string;
  authorRole?: string;
  publishedAt: string;
}

/** The list's view as kept in the URL: `?q=&category=&page=`. */
export interface BlogListState {
  query: string;
  category: BlogCategory | null;
  page: number;
}

export const DEFAULT_LIST_STATE: BlogListState = { query: "", category: null, page: 1 };

const MAX_QUERY_LENGTH = 200;

/** A category in any letter case becomes its canonical name; anything else means all categories. */
export function parseCategory(value: string | null | undefined): BlogCategory | null {
  if (!value) return null;
  const wanted = value.trim().toLowerCase();
  return BLOG_CATEGORIES.find((category) => category.toLowerCase() === wanted) ?? null;
}

/** Reads the list state from a query string, falling back to defaults for anything malformed. */
export function readListState(params: Pick<URLSearchParams, "get">): BlogListState {
  const page = Number.parseInt(params.get("page") ?? "", 10);
  return {
    query: (params.get("q") ?? "").trim().slice(0, MAX_QUERY_LENGTH),
    category: parseCategory(params.get("category")),
    page: Number.isFinite(page) && page > 1 ? page : 1,
  };
}

/** The query string of a state, leaving defaults out so the plain list stays at `/blog`. */
export function listStateToSearch(state: BlogListState): string {
  const params = new URLSearchParams();
  const query = state.query.trim();
  if (query) params.set("q", query);
  if (state.category) params.set("category", state.category);
  if (state.page > 1) params.set("page", String(state.page));
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** Spec §5: case-insensitive match on title or excerpt, within the chosen category. */
export function filterPosts<Post extends Pick<PostSummary, "title" | "excerpt" | "category">>(
  posts: readonly Post[],
  { query, category }: Pick<BlogListState, "query" | "category">,
): Post[] {
  const needle = query.trim().toLocaleLowerCase("en-US");
  return posts.filter(
    (post) =>
      (!category || post.category === category) &&
      (!needle ||
        post.title.toLocaleLowerCase("en-US").includes(needle) ||
        post.excerpt.toLocaleLowerCase("en-US").includes(needle)),
  );
}

export interface Paged<Item> {
  items: Item[];
  /** The page shown, clamped to the pages that exist. */
  page: number;
  /** At least 1, so an empty list is "Page 1 of 1". */
  totalPages: number;
}

export function paginate<Item>(items: readonly Item[], page: number, pageSize = BLOG_PAGE_SIZE): Paged<Item> {
  const totalPages = Math.max(1, Math.ceil(items.length / pageSize));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), totalPages);
  return { items: items.slice((current - 1) * pageSize, current * pageSize), page: current, totalPages };
}

export type EmptyReason = "no-match" | "no-posts";

/** Which of the two empty states applies: a search that found nothing, or nothing to show. */
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

/** A category's address segment: `/blog/category/engineering`. */
export const categorySlug = (category: BlogCategory) => category.toLowerCase();

/**
 * The address the server renders for a view of the list: `/blog`, `/blog/page/2`,
 * `/blog/category/data`, `/blog/category/data/page/2`, or a search at `/blog/search?q=…`.
 */
export function listStatePath(state: BlogListState): string {
  if (state.query.trim()) return `${BLOG_SEARCH_PATH}${listStateToSearch(state)}`;
  const base = state.category ? `${BLOG_LIST_PATH}/category/${categorySlug(state.category)}` : BLOG_LIST_PATH;
  return state.page > 1 ? `${base}/page/${state.page}` : base;
}

/** The view an address names; `/blog` also reads the older `?q=&category=&page=` links. */
export function listStateFromPath(pathname: string, params: Pick<URLSearchParams, "get">): BlogListState {
  if (pathname === BLOG_LIST_PATH || pathname === BLOG_SEARCH_PATH) return readListState(params);
  const match = /^\/blog(?:\/category\/([^/]+))?(?:\/page\/(\d+))?$/.exec(pathname);
  const page = Number.parseInt(match?.[2] ?? "1", 10);
  return { query: "", category: parseCategory(match?.[1]), page: Math.max(page, 1) };
}
