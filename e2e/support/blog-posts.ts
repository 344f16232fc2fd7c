import { randomBytes } from "node:crypto";
import path from "node:path";
import type { TestInfo } from "@playwright/test";
import { demoBlogPosts } from "@/tests/support/demo-content";
import { COLLECTIONS } from "@/lib/services/collections";
import { createSqliteDocumentStore } from "@/lib/ports/documents/sqlite";

/** The database of the e2e server (playwright.config.ts: DATA_DIR=.data/e2e). */
const E2E_DATABASE = path.resolve(".data/e2e/lexor.sqlite");

/** The seeded published posts, newest first: what the pre-rendered list shows. */
export const publishedDemoPosts = demoBlogPosts.filter((post) => post.status === "published").sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));

export const DRAFT_SLUG = demoBlogPosts.find((post) => post.status !== "published")?.slug ?? "";

export interface TestPost {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
}

/**
 * Publishes a post of this test's own into the e2e database, so counters start at zero and no
 * other test touches them. Its date is long past, so it never reaches the first pages of the list.
 * The article renders on first request (dynamicParams).
 */
export async function createTestPost(
  testInfo: TestInfo,
  overrides: Partial<Record<string, unknown>> & { title?: string; excerpt?: string; content?: string } = {},
): Promise<TestPost> {
  const suffix = `${testInfo.project.name}-${Date.now().toString(36)}-${randomBytes(3).toString("hex")}`;
  const id = `e2e-${suffix}`;
  const slug = `e2e-post-${suffix}`;
  const title = overrides.title ?? `Test article ${suffix}`;
  const excerpt = overrides.excerpt ?? "An article created by the end-to-end tests.";
  const store = createSqliteDocumentStore(E2E_DATABASE);
  try {
    await store.putRaw(COLLECTIONS.blogs, id, {
      slug,
      title,
      excerpt,
      content: "<p>Body of a test article.</p>",
      category: "Engineering",
      tags: ["Testing"],
      coverImage: "/blog/cover-placeholder.svg",
      readTime: 4,
      author: { name: "Test Writer", role: "Quality Engineer" },
      publishedAt: "2001-01-01T00:00:00.000Z",
      updatedAt: "2001-01-02T00:00:00.000Z",
      status: "published",
      views: 0,
      likes: 0,
      ...overrides,
    });
  } finally {
    await store.close();
  }
  return { id, slug, title, excerpt };
}
