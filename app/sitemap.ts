import type { MetadataRoute } from "next";
import { blogSitemapEntries } from "@/lib/blog/sitemap";
import { careersSitemapEntries } from "@/lib/careers/sitemap";
import { config } from "@/lib/config";
import { STATIC_ROUTES } from "@/lib/seo/static-routes";

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
