import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createSqliteDocumentStore } from "@/lib/ports/documents/sqlite";
import type { HttpError } from "@/lib/services/http/errors";
import { authorizeRevalidation } from "@/lib/features/revalidation/authorize";
import { planRevalidation } from "@/lib/features/revalidation/plan";
import { revalidationRequestSchema } from "@/lib/primitives/domain/revalidation";

const withAuth = (value?: string) => new Request("http://test/api/revalidate", { method: "POST", headers: value ? { authorization: value } : {} });

function statusOf(run: () => void): number {
  try {
    run();
    return 200;
  } catch (error) {
    return (error as HttpError).status;
  }
}

describe("revalidation webhook rules", () => {
  const secret = "s3cret-s3cret-s3cret";

  it("accepts only the right bearer secret, and is closed when none is configured", () => {
    expect(statusOf(() => authorizeRevalidation(withAuth(`Bearer ${secret}`), secret))).toBe(200);
    expect(statusOf(() => authorizeRevalidation(withAuth(), secret))).toBe(401);
    expect(statusOf(() => authorizeRevalidation(withAuth("Bearer wrong"), secret))).toBe(401);
    expect(statusOf(() => authorizeRevalidation(withAuth("Bearer "), secret))).toBe(401);
    expect(statusOf(() => authorizeRevalidation(withAuth(secret), secret))).toBe(401);
    expect(statusOf(() => authorizeRevalidation(withAuth(`Bearer ${secret}`), undefined))).toBe(503);
  });

  it("accepts tags or one document change, and nothing else", () => {
    expect(revalidationRequestSchema.safeParse({ tags: ["blog"], paths: ["/blog/x"] }).success).toBe(true);
    expect(revalidationRequestSchema.safeParse({ collection: "blogs", id: "post-1" }).success).toBe(true);
    for (const bad of [
      {},
      { tags: [] },
      { tags: ["users"] },
      { tags: ["blog"], paths: ["https://evil.example/"] },
      { tags: ["blog"], paths: ["/blog/../admin"] },
      { tags: ["blog"], extra: 1 },
      { collection: "applications", id: "x" },
      { collection: "blogs", id: "a/b" },
      { documents: [{ collection: "applications", id: "x" }] },
      { documents: [{ collection: "blogs", id: "x" }], paths: ["https://evil.example/"] },
      { documents: Array.from({ length: 2001 }, (_, index) => ({ collection: "blogs", id: `p${index}` })) },
    ]) {
      expect(revalidationRequestSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lexor-revalidate-"));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("turns a changed post into its tags and paths", async () => {
    const store = createSqliteDocumentStore(path.join(dir, "db.sqlite"));
    await store.putRaw("blogs", "post-9", { slug: "edited-post", title: "T", publishedAt: "2026-01-01" });
    const plan = await planRevalidation({ collection: "blogs", id: "post-9" }, store);
    expect(plan.tags).toEqual(["blog", "blog:edited-post"]);
    expect(plan.paths).toContain("/blog/edited-post");
    expect(plan.paths).toContain("/blog");
    const gone = await planRevalidation({ collection: "blogs", id: "deleted" }, store);
    expect(gone.tags).toEqual(["blog"]);
    const department = await planRevalidation({ collection: "departments", id: "engineering" }, store);
    expect(department).toMatchObject({ tags: ["departments", "departments:engineering"] });
    await store.close();
  });

  it("turns a whole push into one plan: every post, the department and the addresses it names, each once", async () => {
    const store = createSqliteDocumentStore(path.join(dir, "batch.sqlite"));
    const posts = Array.from({ length: 40 }, (_, index) => ({ collection: "blogs" as const, id: `post-${index}` }));
    for (const { id } of posts) await store.putRaw("blogs", id, { slug: `slug-${id}`, title: "T", publishedAt: "2026-01-01" });
    const request = {
      documents: [...posts, { collection: "departments" as const, id: "engineering" }],
      paths: ["/blog/old-slug", "/apply/engineering/old-role"],
    };
    expect(revalidationRequestSchema.safeParse(request).success).toBe(true);
    const plan = await planRevalidation(request, store);
    expect(plan.tags).toEqual(["blog", ...posts.map(({ id }) => `blog:slug-${id}`), "departments", "departments:engineering"]);
    for (const path of ["/blog", "/blog/slug-post-0", "/blog/slug-post-39", "/careers/engineering", "/blog/old-slug", "/apply/engineering/old-role"]) {
      expect(plan.paths).toContain(path);
    }
    expect(plan.paths.filter((path) => path === "/sitemap.xml")).toHaveLength(1);
    await store.close();
  });
});
