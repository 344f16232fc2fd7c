import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BlogListView } from "@/components/blog/blog-list-view";
import { DEFAULT_LIST_STATE, type PostSummary } from "@/lib/features/blog/list-state";

const post = (index: number): PostSummary => ({
  id: `p${index}`,
  slug: `post-${index}`,
  title: `Post ${index}`,
  excerpt: "About things.",
  category: "Data",
  cover: { src: "/blog/cover-placeholder.svg" },
  readTime: 2,
  authorName: "Lexor Team",
  publishedAt: "2026-03-04T10:00:00.000Z",
});

const render = (posts: PostSummary[], state = DEFAULT_LIST_STATE) => renderToStaticMarkup(createElement(BlogListView, { posts, state }));

describe("BlogListView (the server's first page and the error state)", () => {
  it("with nothing published shows the 'amazing content' empty state on a single page, without Clear filters", () => {
    const html = render([]);
    expect(html).toContain("No Posts Found");
    expect(html).toContain("We&#x27;re working on creating amazing content. Check back soon!");
    expect(html).not.toContain("Clear filters");
    expect(html).not.toContain("Page 1 of");
  });

  it("with a category that has no posts shows the same state and offers Clear filters", () => {
    const html = render([post(1)], { query: "", category: "Design", page: 1 });
    expect(html).toContain("We&#x27;re working on creating amazing content. Check back soon!");
    expect(html).toContain("Clear filters");
  });

  it("lists the first six posts as links with the paging summary", () => {
    const html = render(Array.from({ length: 8 }, (_, index) => post(index + 1)));
    expect(html.match(/href="\/blog\/post-\d"/g)).toHaveLength(6);
    expect(html).toContain("Page 1 of 2");
    expect(html).toContain("March 4, 2026");
    // Paging is links crawlers follow, not buttons; there is no page before the first.
    expect(html).toMatch(/<a[^>]+href="\/blog\/page\/2"[^>]*>Next/);
    expect(html).not.toContain(">Previous");
  });
});
