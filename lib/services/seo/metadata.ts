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
const DEFAULT_OG_IMAGE_ALT = `${site.name}: ${site.tagline}`;

/** Every page's Open Graph locale: a page's own `openGraph` replaces the root layout's, locale included. */
export const OG_LOCALE = "en_US";

/** Search results show about 160 characters of a description; fewer than 50 says too little. */
export const DESCRIPTION_LIMITS = { min: 50, max: 160 } as const;

/**
 * A description that fits search results: whole sentences while they fit in 160 characters,
 * otherwise the first words with an ellipsis. Our own copy is written to fit and passes through
 * unchanged; this shortens text that comes from the database (a department's or a post's own).
 */
export function metaDescription(text: string, max: number = DESCRIPTION_LIMITS.max): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const sentences = clean.match(/[^.!?]+[.!?]+(?=\s|$)/g) ?? [];
  let kept = "";
  for (const sentence of sentences) {
    const next = `${kept}${sentence}`.trim();
    if (next.length > max) break;
    kept = `${next} `;
  }
  if (kept.trim()) return kept.trim();
  const words = clean.slice(0, max - 1).replace(/\s+\S*$/, "");
  return `${words.replace(/[\s,;:.-]+$/, "")}…`;
}

function openGraphImages(image: string | undefined, title: string) {
  return [{ url: image ?? DEFAULT_OG_IMAGE, width: 1200, height: 630, alt: image ? title : DEFAULT_OG_IMAGE_ALT }];
}

/** Title, description, canonical URL and Open Graph for a page, the same way on every page. */
export function pageMetadata({ title, description, path, image, hasImageFile = false, type = "website" }: PageMetadataInput): Metadata {
  const images = openGraphImages(image, title);
  const summary = metaDescription(description);
  return {
    title,
    description: summary,
    alternates: { canonical: path },
    openGraph: {
      title,
      description: summary,
      url: path,
      type,
      siteName: site.name,
      locale: OG_LOCALE,
      ...(hasImageFile ? {} : { images }),
    },
    twitter: {
      card: "summary_large_image",
      title,
      description: summary,
      ...(hasImageFile ? {} : { images: images.map(({ url, alt }) => ({ url, alt })) }),
    },
  };
}

/**
 * A not-found state's own head: its title and description, and the site's default image named
 * explicitly, so a segment's `opengraph-image` (which has nothing to draw for a missing post or
 * role) is not linked. Next adds `noindex` itself to every 404.
 */
export function notFoundMetadata({ title, description }: { title: string; description: string }): Metadata {
  const images = openGraphImages(undefined, title);
  return {
    title,
    description,
    openGraph: { title, description, type: "website", siteName: site.name, locale: OG_LOCALE, images },
    twitter: { card: "summary_large_image", title, description, images: images.map(({ url, alt }) => ({ url, alt })) },
  };
}
