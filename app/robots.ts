import type { MetadataRoute } from "next";
import { config } from "@/lib/primitives/config";

/** Crawlers follow the most specific rule, so the Allow wins for public files; no `Host:` line (not in RFC 9309, ignored by Google). */
export default function robots(): MetadataRoute.Robots {
  const { siteUrl } = config();
  return {
    rules: [{ userAgent: "*", allow: ["/", "/api/files/public/"], disallow: ["/api/", "/staff"] }],
    sitemap: `${siteUrl}/sitemap.xml`,
  };
}
