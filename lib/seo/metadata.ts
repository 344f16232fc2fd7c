import type { Metadata } from "next";
import { site } from "@/content/site";

interface PageMetadataInput {
  title: string;
  description: string;
  /** Path of the page, e.g. "/blog"; the canonical URL is SITE_URL + path. */
  path: string;
  /** Absolute path of a specific Open Graph image; pages without one use the site's default. */
  image?: string;
  type?: "website" | "article";
}

/** Title, description, canonical URL and Open Graph for a page, the same way on every page. */
export function pageMetadata({ title, description, path, image, type = "website" }: PageMetadataInput): Metadata {
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: {
      title,
      description,
      url: path,
      type,
      siteName: site.name,
      ...(image ? { images: [{ url: image, width: 1200, height: 630, alt: title }] } : {}),
    },
    twitter: { card: "summary_large_image", title, description },
  };
}
