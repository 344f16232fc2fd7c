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

/**
 * The site's default Open Graph image (`app/opengraph-image.tsx`). A page's own `openGraph` replaces
 * the root layout's, file-based image included, so it is named here for every page without one.
 */
export const DEFAULT_OG_IMAGE = "/opengraph-image";

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
      images: [{ url: image ?? DEFAULT_OG_IMAGE, width: 1200, height: 630, alt: image ? title : `${site.name}: ${site.tagline}` }],
    },
    twitter: { card: "summary_large_image", title, description, images: [image ?? DEFAULT_OG_IMAGE] },
  };
}
