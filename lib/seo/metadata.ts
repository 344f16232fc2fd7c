import type { Metadata } from "next";
import { site } from "@/content/site";

interface PageMetadataInput {
  title: string;
  description: string;
  /** Path of the page, e.g. "/blog"; the canonical URL is SITE_URL + path. */
  path: string;
  /** Absolute path of a specific Open Graph image; pages without one use the site's default. */
  image?: string;
  /**
   * The page's segment has its own `opengraph-image` file. Next only applies that file when the
   * page's metadata names no image, so none is named here.
   */
  hasImageFile?: boolean;
  type?: "website" | "article";
}

/**
 * The site's default Open Graph image (`app/opengraph-image.tsx`). A page's own `openGraph` replaces
 * the root layout's, file-based image included, so it is named here for every page without one.
 */
export const DEFAULT_OG_IMAGE = "/opengraph-image";

/** Title, description, canonical URL and Open Graph for a page, the same way on every page. */
export function pageMetadata({ title, description, path, image, hasImageFile = false, type = "website" }: PageMetadataInput): Metadata {
  const images = hasImageFile ? {} : { images: [{ url: image ?? DEFAULT_OG_IMAGE, width: 1200, height: 630, alt: image ? title : `${site.name}: ${site.tagline}` }] };
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
      ...images,
    },
    twitter: { card: "summary_large_image", title, description, ...(hasImageFile ? {} : { images: [image ?? DEFAULT_OG_IMAGE] }) },
  };
}
