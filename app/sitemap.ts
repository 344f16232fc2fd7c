import type { MetadataRoute } from "next";
import { careersSitemapEntries } from "@/lib/careers/sitemap";
import { config } from "@/lib/config";

export const revalidate = 3600;

/** Each feature contributes its own entries; add yours to the list. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const { siteUrl } = config();
  return [{ url: `${siteUrl}/`, changeFrequency: "weekly", priority: 1 }, ...(await careersSitemapEntries(siteUrl))];
}
