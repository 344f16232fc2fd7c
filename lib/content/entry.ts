import type { ImageAsset } from "@/lib/content/images";
import type { Problem } from "@/lib/content/source";

export type ContentCollection = "blogs" | "departments" | "brands";

/** One content file, validated and ready to become a document. */
export interface ContentEntry {
  collection: ContentCollection;
  id: string;
  /** The file it came from, as given to the command (for messages). */
  file: string;
  images: ImageAsset[];
  /**
   * Every field the file controls. A field listed here and left undefined by `fields` is removed
   * from the document; fields not listed (a post's views, likes, lastViewed) are never touched.
   */
  managedFields: readonly string[];
  /** The document's fields, given the public URL of each uploaded image key. */
  fields(imageUrl: (key: string) => string): Record<string, unknown>;
  /** Set `updatedAt` to the push time when the file gives none: on every change, and on creation too if "create". */
  stampUpdatedAt?: "change" | "create";
  /** A post's slug, which no other post may have, and the line that gives it. */
  slug?: { value: string; line: number };
}

export type EntryResult = { entry: ContentEntry; problems?: undefined } | { entry?: undefined; problems: Problem[] };
