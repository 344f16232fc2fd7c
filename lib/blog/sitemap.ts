import type { MetadataRoute } from "next";
import { getPublishedPostSlugs } from "@/lib/data/blog";

/** The blog list, the all-posts page and every published post, for sitemap.xml. */
export async function blogSitemapEntries(siteUrl: string): Promise<MetadataRoute.Sitemap> {
  const posts = await getPublishedPostSlugs();
  const newest = posts.map((post) => post.updatedAt).sort().at(-1);
  return [
    { url: `${siteUrl}/blog`, ...(newest && { lastModified: newest }), changeFrequency: "daily", priority: 0.8 },
    { url: `${siteUrl}/blog/all`, ...(newest && { lastModified: newest }), changeFrequency: "daily", priority: 0.5 },
    ...posts.map((post) => ({
      url: `${siteUrl}/blog/${encodeURIComponent(post.slug)}`,
      lastModified: post.updatedAt,
      changeFrequency: "monthly" as const,
      priority: 0.6,
    })),
  ];
}
