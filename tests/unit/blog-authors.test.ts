import { describe, expect, it } from "vitest";
import { demoBlogPosts } from "@/tests/support/demo-content";
import { authorDescription, authorPath, authorsOf } from "@/lib/features/blog/authors";
import { toPostSummary } from "@/lib/features/blog/reads";
import { blogPostSchema } from "@/lib/primitives/domain/blog-post";

const summaries = demoBlogPosts
  .map((post) => blogPostSchema.parse(post))
  .filter((post) => post.status === "published")
  .sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))
  .map(toPostSummary);

describe("blog authors", () => {
  it("gives every person who published a page of their own, with their posts newest first", () => {
    const authors = authorsOf(summaries);
    const people = new Set(summaries.map((post) => post.authorName).filter((name) => name !== "Lexor Team"));
    expect(authors.map((author) => author.name).sort()).toEqual([...people].sort());
    for (const author of authors) {
      expect(author.posts.every((post) => post.authorName === author.name)).toBe(true);
      expect(author.posts.map((post) => post.publishedAt)).toEqual(
        author.posts
          .map((post) => post.publishedAt)
          .sort()
          .reverse(),
      );
    }
    expect(authors.find((author) => author.name === "Tomas Vidal")).toMatchObject({ slug: "tomas-vidal", role: "Security Architect" });
  });

  it("folds a name into a URL-safe path", () => {
    expect(authorPath("Íñigo O'Brien")).toBe("/blog/authors/inigo-o-brien");
  });

  it("describes an author in 50 to 160 characters", () => {
    for (const author of authorsOf(summaries)) {
      const description = authorDescription(author, "Lexor");
      expect(description.length, description).toBeGreaterThanOrEqual(50);
      expect(description.length, description).toBeLessThanOrEqual(160);
    }
  });
});
