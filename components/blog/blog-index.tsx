"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { BlogListView, RESULTS_ID } from "@/components/blog/blog-list-view";
import { SEARCH_ID } from "@/components/blog/blog-search-form";
import type { TakenOver } from "@/components/forms/form-on-intent";
import { useHydrated } from "@/components/ui/use-hydrated";
import { type BlogListState, DEFAULT_LIST_STATE, listStateFromPath, listStatePath, type PostSummary, SEARCH_DEBOUNCE_MS } from "@/lib/features/blog/list-state";
import type { BlogCategory } from "@/lib/primitives/domain/blog-categories";

type HistoryMode = "push" | "replace";

export interface BlogIndexProps extends TakenOver {
  posts: PostSummary[];
}

function writeUrl(state: BlogListState, mode: HistoryMode) {
  const url = listStatePath(state);
  if (mode === "push") window.history.pushState(null, "", url);
  else window.history.replaceState(null, "", url);
}

/** Marks the page once the browser's list has taken over; a streamed page's server copy carries handlers too, so they cannot tell. */
function HydratedMark() {
  return useHydrated() ? <span hidden data-interactive="" /> : null;
}

/** The URL is the single source of truth, so a shared link restores the view; filtering runs on the server-rendered list, so pages stay static. */
export function BlogIndex({ posts, restore, touched }: BlogIndexProps) {
  const searchParams = useSearchParams();
  const pathname = usePathname();
  const state = useMemo(() => listStateFromPath(pathname, searchParams), [pathname, searchParams]);
  // What the visitor typed into the server's search before this list took over is searched for as typed.
  const [searchText, setSearchText] = useState((touched?.includes("q") && restore?.values.q) || state.query);
  // The query this component last wrote; any other change of `q` came from history or a link.
  const lastWrittenQuery = useRef(state.query);

  useEffect(() => {
    if (state.query !== lastWrittenQuery.current) {
      lastWrittenQuery.current = state.query;
      setSearchText(state.query);
    }
  }, [state.query]);

  const commit = useCallback((next: BlogListState, mode: HistoryMode) => {
    lastWrittenQuery.current = next.query.trim();
    writeUrl(next, mode);
  }, []);

  const commitSearch = useCallback(
    (text: string) => {
      if (text.trim() === state.query) return;
      // Starting a search adds a history entry; refining it replaces that entry.
      commit({ ...state, query: text, page: 1 }, state.query ? "replace" : "push");
    },
    [commit, state],
  );

  useEffect(() => {
    // The URL's state follows a write a moment later (a transition, slow on a slow phone): the text
    // just written is not a search to commit against the state it replaces.
    const text = searchText.trim();
    if (text === state.query || text === lastWrittenQuery.current) return;
    const timer = window.setTimeout(() => commitSearch(searchText), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [searchText, state.query, commitSearch]);

  const handlers = useMemo(
    () => ({
      onSearchChange: setSearchText,
      onSearchSubmit: () => commitSearch(searchText),
      onCategoryChange: (category: BlogCategory | null) => commit({ query: searchText, category, page: 1 }, "push"),
      onPageChange: (page: number) => {
        commit({ ...state, page }, "push");
        // The pressed link may vanish and sits below the fold: focus goes to the new page's list, named with its page number.
        const results = document.getElementById(RESULTS_ID);
        results?.focus({ preventScroll: true });
        results?.scrollIntoView({ block: "start" });
      },
      onClearFilters: () => {
        setSearchText("");
        commit(DEFAULT_LIST_STATE, "push");
        // The button goes with the empty state: focus moves to the search it cleared.
        document.getElementById(SEARCH_ID)?.focus();
      },
    }),
    [commit, commitSearch, searchText, state],
  );

  return (
    <>
      <HydratedMark />
      <BlogListView posts={posts} state={state} searchText={searchText} handlers={handlers} />
    </>
  );
}
