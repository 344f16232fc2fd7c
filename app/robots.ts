import type { MetadataRoute } from "next";
import { config } from "@/lib/primitives/config";

/**
 * The API stays out of search, except the public files the pages show (the home page's brand
 * images): crawlers follow the most specific rule, so the Allow wins for that folder. No `Host:`
 * line: it is not part of the robots.txt standard (RFC 9309) and Google ignores it.
 */
export default function robots(): MetadataRoute.Robots {
  const { siteUrl } = config();
  return {
    rules: [{ userAgent: "*", allow: ["/", "/api/files/public/"], disallow: ["/api/", "/staff"] }],
    sitemap: `${siteUrl}/sitemap.xml`,
  };
}
