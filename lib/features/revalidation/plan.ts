import { TAGS } from "@/lib/services/cache/tags";
import type { DocumentStore } from "@/lib/ports/documents/port";
import type { RevalidationDocument, RevalidationRequest } from "@/lib/primitives/domain/revalidation";
import { getPostSlug } from "@/lib/features/content/records";
import { FEED_PATH } from "@/lib/features/blog/feed";

export interface RevalidationPlan {
  tags: string[];
  paths: string[];
}

const BLOG_PATHS = ["/blog", "/blog/all", FEED_PATH, "/sitemap.xml"];

async function planDocument(document: RevalidationDocument, store: DocumentStore): Promise<RevalidationPlan> {
  switch (document.collection) {
    case "blogs": {
      const slug = (await getPostSlug(store, document.id)) ?? undefined;
      return {
        tags: [TAGS.blog, ...(slug ? [TAGS.post(slug)] : [])],
        paths: [...BLOG_PATHS, ...(slug ? [`/blog/${slug}`] : [])],
      };
    }
    case "departments":
      return {
        tags: [TAGS.departments, TAGS.department(document.id)],
        paths: ["/careers", `/careers/${document.id}`, "/sitemap.xml"],
      };
    case "brands":
      return { tags: [TAGS.brands], paths: ["/"] };
  }
}

export async function planRevalidation(request: RevalidationRequest, store: DocumentStore): Promise<RevalidationPlan> {
  if ("tags" in request) return { tags: [...new Set(request.tags)], paths: [...new Set(request.paths ?? [])] };
  const documents = "documents" in request ? request.documents : [request];
  const tags = new Set<string>();
  const paths = new Set<string>();
  for (const document of documents) {
    const plan = await planDocument(document, store);
    for (const tag of plan.tags) tags.add(tag);
    for (const path of plan.paths) paths.add(path);
  }
  if ("documents" in request) for (const path of request.paths ?? []) paths.add(path);
  return { tags: [...tags], paths: [...paths] };
}
