import { TAGS } from "@/lib/cache/tags";
import type { DocumentStore } from "@/lib/documents/port";
import type { RevalidationRequest } from "@/lib/domain/revalidation";

export interface RevalidationPlan {
  tags: string[];
  paths: string[];
}

const BLOG_PATHS = ["/blog", "/blog/all", "/blog/feed.xml", "/sitemap.xml"];

/** Turns a webhook request into the cache tags and paths to expire. */
export async function planRevalidation(request: RevalidationRequest, store: DocumentStore): Promise<RevalidationPlan> {
  if ("tags" in request) return { tags: [...new Set(request.tags)], paths: [...new Set(request.paths ?? [])] };

  switch (request.collection) {
    case "blogs": {
      const slug = (await store.getPostSlug(request.id)) ?? undefined;
      return {
        tags: [TAGS.blog, ...(slug ? [TAGS.post(slug)] : [])],
        paths: [...BLOG_PATHS, ...(slug ? [`/blog/${slug}`] : [])],
      };
    }
    case "departments":
      return {
        tags: [TAGS.departments, TAGS.department(request.id)],
        paths: ["/careers", `/careers/${request.id}`, "/sitemap.xml"],
      };
    case "brands":
      return { tags: [TAGS.brands], paths: ["/"] };
  }
}
