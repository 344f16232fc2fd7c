import type { ChangeEvent } from "react";
import type { BlogListHandlers } from "@/components/blog/blog-list-view";
import { BlogIcon } from "@/components/blog/icons";
import { BLOG_SEARCH_PATH } from "@/lib/features/blog/list-state";
import type { BlogCategory } from "@/lib/primitives/domain/blog-categories";

export const SEARCH_ID = "blog-search";

export function BlogSearchForm({ category, text, handlers }: { category: BlogCategory | null; text: string; handlers?: BlogListHandlers }) {
  return (
    <search className="block max-w-xl">
      <form
        action={BLOG_SEARCH_PATH}
        className="relative"
        onSubmit={
          handlers &&
          ((event) => {
            event.preventDefault();
            handlers.onSearchSubmit();
          })
        }
      >
        {category && <input type="hidden" name="category" value={category} />}
        <label htmlFor={SEARCH_ID} className="sr-only">
          Search articles
        </label>
        <BlogIcon name="search" className="pointer-events-none absolute top-1/2 left-4 -translate-y-1/2 text-muted" />
        <input
          id={SEARCH_ID}
          type="search"
          name="q"
          placeholder="Search articles..."
          autoComplete="off"
          maxLength={200}
          {...(handlers
            ? { value: text, onChange: (event: ChangeEvent<HTMLInputElement>) => handlers.onSearchChange(event.target.value) }
            : { defaultValue: text })}
          className="w-full rounded-full border border-line bg-surface py-3 pr-4 pl-12 text-fg placeholder:text-muted focus:border-accent"
        />
      </form>
    </search>
  );
}
