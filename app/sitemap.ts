import type { MetadataRoute } from "next";
import { blogSitemapEntries } from "@/lib/features/blog/sitemap";
import { careersSitemapEntries } from "@/lib/features/careers/sitemap";
import { config } from "@/lib/primitives/config";
import { STATIC_ROUTES } from "@/lib/services/seo/static-routes";

export const revalidate = 3600;

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const { siteUrl } = config();
  const pages = STATIC_ROUTES.map(({ path, priority }) => ({
    url: path === "/" ? `${siteUrl}/` : `${siteUrl}${path}`,
    changeFrequency: "monthly" as const,
    priority,
  }));
  const [blog, careers] = await Promise.all([blogSitemapEntries(siteUrl), careersSitemapEntries(siteUrl)]);
  return [...pages, ...blog, ...careers];
}
