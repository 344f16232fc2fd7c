import { describe, expect, it } from "vitest";
import { demoBlogPosts } from "@/tests/support/demo-content";
import {
  emptyReason,
  filterPosts,
  hasActiveFilters,
  listStateFromPath,
  listStatePath,
  listStateToSearch,
  paginate,
  parseCategory,
  readListState,
} from "@/lib/features/blog/list-state";

const published = demoBlogPosts
  .filter((post) => post.status === "published")
  .map((post) => ({ title: post.title, excerpt: post.excerpt ?? "", category: post.category ?? "Engineering" }));

describe("blog list state", () => {
  it("reads q, category and page from the URL, ignoring what is malformed", () => {
    expect(readListState(new URLSearchParams("q=%20cloud%20&category=data&page=2"))).toEqual({
      query: "cloud",
      category: "Data",
      page: 2,
    });
    expect(readListState(new URLSearchParams("category=Marketing&page=-3"))).toEqual({ query: "", category: null, page: 1 });
    expect(readListState(new URLSearchParams("page=abc"))).toEqual({ query: "", category: null, page: 1 });
    expect(readListState(new URLSearchParams(`q=${"x".repeat(500)}`)).query).toHaveLength(200);
  });

  it("writes only what differs from the defaults, so the plain list stays at /blog", () => {
    expect(listStateToSearch({ query: "", category: null, page: 1 })).toBe("");
    expect(listStateToSearch({ query: " AI agents ", category: "Engineering", page: 3 })).toBe("?q=AI+agents&category=Engineering&page=3");
    const roundTrip = readListState(new URLSearchParams(listStateToSearch({ query: "a&b=c", category: "Design", page: 2 }).slice(1)));
    expect(roundTrip).toEqual({ query: "a&b=c", category: "Design", page: 2 });
  });

  it("knows the spec's categories in any letter case", () => {
    expect(parseCategory("ENGINEERING")).toBe("Engineering");
    expect(parseCategory("All")).toBeNull();
    expect(parseCategory(undefined)).toBeNull();
  });

  it("matches the title or the excerpt, case-insensitively: 'cloud' finds two titles and one excerpt", () => {
    const matches = filterPosts(published, { query: "CLOUD", category: null }).map((post) => post.title);
    expect(matches).toEqual(["A pragmatic path to cloud migration", "Choosing your first AI use case", "FinOps for data teams: pricing every cloud query"]);
    expect(filterPosts(published, { query: "cloud", category: "Data" }).map((post) => post.title)).toEqual([
      "FinOps for data teams: pricing every cloud query",
    ]);
    expect(filterPosts(published, { query: "   ", category: null })).toHaveLength(published.length);
  });

  it("filters by category", () => {
    const counts = Object.fromEntries(
      (["Design", "Product", "Engineering", "Data"] as const).map((category) => [category, filterPosts(published, { query: "", category }).length]),
    );
    expect(counts).toEqual({ Design: 3, Product: 3, Engineering: 4, Data: 4 });
  });

  it("pages by six, clamps the page and calls an empty list one page", () => {
    const items = Array.from({ length: 14 }, (_, index) => index);
    expect(paginate(items, 1)).toEqual({ items: [0, 1, 2, 3, 4, 5], page: 1, totalPages: 3 });
    expect(paginate(items, 3)).toEqual({ items: [12, 13], page: 3, totalPages: 3 });
    expect(paginate(items, 99).page).toBe(3);
    expect(paginate([], 4)).toEqual({ items: [], page: 1, totalPages: 1 });
  });

  it("picks the empty state: a search that found nothing, or nothing published", () => {
    expect(emptyReason({ query: "zzz" })).toBe("no-match");
    expect(emptyReason({ query: "" })).toBe("no-posts");
    expect(hasActiveFilters({ query: "", category: null, page: 2 })).toBe(false);
    expect(hasActiveFilters({ query: "", category: "Data", page: 1 })).toBe(true);
  });
});

describe("the addresses the server renders for a view", () => {
  const views = [
    [{ query: "", category: null, page: 1 }, "/blog"],
    [{ query: "", category: null, page: 2 }, "/blog/page/2"],
    [{ query: "", category: "Data", page: 1 }, "/blog/category/data"],
    [{ query: "", category: "Data", page: 3 }, "/blog/category/data/page/3"],
    [{ query: "cloud", category: "Data", page: 2 }, "/blog/search?q=cloud&category=Data&page=2"],
  ] as const;

  it.each(views)("%o lives at %s and is read back from it", (state, address) => {
    expect(listStatePath(state)).toBe(address);
    const url = new URL(address, "http://localhost");
    expect(listStateFromPath(url.pathname, url.searchParams)).toEqual(state);
  });

  it("reads the older query links on /blog, and an unknown category as all", () => {
    expect(listStateFromPath("/blog", new URLSearchParams("category=data&page=2"))).toEqual({ query: "", category: "Data", page: 2 });
    expect(listStateFromPath("/blog/category/nope", new URLSearchParams())).toEqual({ query: "", category: null, page: 1 });
  });
});
