import type { Metadata } from "next";
import { site } from "@/content/site";

interface PageMetadataInput {
  title: string;
  description: string;
  path: string;
  image?: string;
  // Next applies a segment's `opengraph-image` only when the metadata names no image.
  hasImageFile?: boolean;
  type?: "website" | "article";
}

// A page's own `openGraph` replaces the root layout's, file-based image included.
export const DEFAULT_OG_IMAGE = "/opengraph-image";
const DEFAULT_OG_IMAGE_ALT = `${site.name}: ${site.tagline}`;

export const OG_LOCALE = "en_US";

export const DESCRIPTION_LIMITS = { min: 50, max: 160 } as const;

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

// A segment's `opengraph-image` has nothing to draw for a missing post or role; Next adds `noindex` to every 404 itself.
export function notFoundMetadata({ title, description }: { title: string; description: string }): Metadata {
  const images = openGraphImages(undefined, title);
  return {
    title,
    description,
    openGraph: { title, description, type: "website", siteName: site.name, locale: OG_LOCALE, images },
    twitter: { card: "summary_large_image", title, description, images: images.map(({ url, alt }) => ({ url, alt })) },
  };
}
