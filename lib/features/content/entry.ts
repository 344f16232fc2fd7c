import type { ImageAsset } from "@/lib/features/content/images";
import type { Problem } from "@/lib/features/content/source";

export type ContentCollection = "blogs" | "departments" | "brands";

/** One content file, validated and ready to become a document. */
export interface ContentEntry {
  collection: ContentCollection;
  id: string;
  /** The file it came from, as given to the command (for messages). */
  file: string;
  images: ImageAsset[];
  /**
   * The document's fields, given the public URL of each uploaded image key. Every key it returns is
   * a field the file controls, so a key whose value is undefined removes that field from the
   * document; fields it never names (a post's views, likes, lastViewed) are never touched.
   */
  fields(imageUrl: (key: string) => string): Record<string, unknown>;
  /** Set `updatedAt` to the push time when the file gives none: on every change, and on creation too if "create". */
  stampUpdatedAt?: "change" | "create";
  /** A post's slug, which no other post may have, and the line that gives it. */
  slug?: { value: string; line: number };
  /** A post's former slugs, which redirect to it and so may be no other post's slug. */
  formerSlugs?: Array<{ value: string; line: number }>;
}

export type EntryResult = { entry: ContentEntry; problems?: undefined } | { entry?: undefined; problems: Problem[] };
