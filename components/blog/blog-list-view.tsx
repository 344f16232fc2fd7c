import { Card } from "@/components/ui/card";
import { primary } from "@/components/ui/button";
import { isPlainClick, Link } from "@/components/ui/link";
import type { MouseEvent } from "react";
import { BlogSearchForm } from "@/components/blog/blog-search-form";
import { BlogIcon } from "@/components/blog/icons";
import { PostCard } from "@/components/blog/post-card";
import { countLabel } from "@/lib/primitives/format/count";
import {
  type BlogListState,
  CATEGORY_FILTERS,
  EMPTY_STATE_TEXT,
  emptyReason,
  filterPosts,
  hasActiveFilters,
  listStatePath,
  type PostSummary,
  paginate,
  parseCategory,
} from "@/lib/features/blog/list-state";
import type { BlogCategory } from "@/lib/primitives/domain/blog-categories";

export const RESULTS_ID = "blog-results";

export interface BlogListHandlers {
  onSearchChange: (value: string) => void;
  onSearchSubmit: () => void;
  onCategoryChange: (category: BlogCategory | null) => void;
  onPageChange: (page: number) => void;
  onClearFilters: () => void;
}

interface BlogListViewProps {
  posts: readonly PostSummary[];
  state: BlogListState;
  searchText?: string;
  /** Absent in the server-rendered first page (a plain, crawlable list): no function crosses to the browser. */
  handlers?: BlogListHandlers;
}

const chipClass = (active: boolean) =>
  `rounded-full border px-4 py-1.5 text-sm font-medium transition-colors ${
    active ? "border-accent bg-accent text-accent-ink" : "border-line bg-surface text-fg hover:border-accent"
  }`;

const pagerClass =
  "inline-flex items-center gap-2 rounded-full border border-line bg-surface px-4 py-2 text-sm font-medium text-fg transition-colors hover:border-accent";

const inPage = (handle: () => void) => (event: MouseEvent) => {
  if (!isPlainClick(event)) return;
  event.preventDefault();
  handle();
};

export function BlogListView({ posts, state, searchText, handlers }: BlogListViewProps) {
  const matches = filterPosts(posts, state);
  const { items, page, totalPages } = paginate(matches, state.page);
  const text = searchText ?? state.query;
  const pageLabel = totalPages > 1 ? `Page ${page} of ${totalPages}` : "";
  // Real links to the server-rendered pages, so crawlers, new tabs and visits without scripts reach every page.
  const pageLink = (rel: "prev" | "next") => {
    const target = rel === "prev" ? page - 1 : page + 1;
    return (
      <Link
        href={listStatePath({ ...state, page: target })}
        rel={rel}
        scroll={false}
        className={pagerClass}
        onClick={handlers && inPage(() => handlers.onPageChange(target))}
      >
        {rel === "prev" ? (
          <>
            <BlogIcon name="arrow-left" width={16} height={16} />
            Previous
          </>
        ) : (
          <>
            Next
            <BlogIcon name="arrow-right" width={16} height={16} />
          </>
        )}
      </Link>
    );
  };

  return (
    <div className="mt-10">
      <BlogSearchForm category={state.category} text={text} handlers={handlers} />

      <nav aria-label="Categories" className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {CATEGORY_FILTERS.map((label) => {
            const category = parseCategory(label);
            const active = state.category === category;
            return (
              <li key={label}>
                <Link
                  href={listStatePath({ query: state.query, category, page: 1 })}
                  aria-current={active ? "page" : undefined}
                  scroll={false}
                  className={`inline-block ${chipClass(active)}`}
                  onClick={handlers && inPage(() => handlers.onCategoryChange(category))}
                >
                  {label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>

      {/* Announces a new search, filter or page; the page number changes the text, so it is read too. */}
      <p role="status" className="sr-only">
        {countLabel(matches.length, "article")} found{pageLabel && `, ${pageLabel.toLowerCase()}`}
      </p>

      {/* Focus lands here after a page change (see BlogIndex), with the new page number in its name. */}
      <section
        id={RESULTS_ID}
        aria-label={pageLabel ? `Articles, ${pageLabel.toLowerCase()}` : "Articles"}
        tabIndex={-1}
        className="mt-8 scroll-mt-32 outline-none"
      >
        {items.length > 0 ? (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((post, index) => (
              <li key={post.id}>
                <PostCard post={post} eager={index < 3} />
              </li>
            ))}
          </ul>
        ) : (
          <Card className="px-6 py-14 text-center">
            <h2 className="text-2xl font-semibold">No Posts Found</h2>
            <p className="mx-auto mt-3 max-w-md text-muted">{EMPTY_STATE_TEXT[emptyReason(state)]}</p>
            {hasActiveFilters(state) && (
              <Link
                href={listStatePath({ query: "", category: null, page: 1 })}
                scroll={false}
                onClick={handlers && inPage(handlers.onClearFilters)}
                className={primary("mt-6 inline-block rounded-full px-5 py-2 text-sm")}
              >
                Clear filters
              </Link>
            )}
          </Card>
        )}
      </section>

      {totalPages > 1 && (
        <nav aria-label="Pagination" className="mt-10 flex items-center justify-center gap-4">
          {page > 1 && pageLink("prev")}
          <span className="text-sm text-muted">{pageLabel}</span>
          {page < totalPages && pageLink("next")}
        </nav>
      )}

      <p className="mt-8 text-center">
        <Link href="/blog/all" className="text-sm font-medium text-accent underline-offset-4 hover:underline">
          View all blog articles
        </Link>
      </p>
    </div>
  );
}
