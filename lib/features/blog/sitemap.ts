import type { MetadataRoute } from "next";
import { listPageStates } from "@/lib/features/blog/list-pages";
import { listStatePath } from "@/lib/features/blog/list-state";
import { getAuthors, getPublishedPostSlugs } from "@/lib/features/blog/reads";
import { PAGES } from "@/lib/services/seo/static-routes";

export async function blogSitemapEntries(siteUrl: string): Promise<MetadataRoute.Sitemap> {
  const [posts, authors, listPages] = await Promise.all([getPublishedPostSlugs(), getAuthors(), listPageStates()]);
  const newest = posts
    .map((post) => post.updatedAt)
    .sort()
    .at(-1);
  return [
    { url: `${siteUrl}${PAGES.blog.path}`, ...(newest && { lastModified: newest }), changeFrequency: "daily", priority: 0.8 },
    ...listPages.map((state) => ({
      url: `${siteUrl}${listStatePath(state)}`,
      ...(newest && { lastModified: newest }),
      changeFrequency: "daily" as const,
      priority: 0.4,
    })),
    { url: `${siteUrl}${PAGES.allPosts.path}`, ...(newest && { lastModified: newest }), changeFrequency: "daily", priority: 0.5 },
    ...posts.map((post) => ({
      url: `${siteUrl}/blog/${encodeURIComponent(post.slug)}`,
      lastModified: post.updatedAt,
      changeFrequency: "monthly" as const,
      priority: 0.6,
    })),
    ...authors.map((author) => ({
      url: `${siteUrl}/blog/authors/${encodeURIComponent(author.slug)}`,
      ...(author.posts[0] && { lastModified: author.posts[0].publishedAt }),
      changeFrequency: "monthly" as const,
      priority: 0.3,
    })),
  ];
}
