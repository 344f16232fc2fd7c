import type { ImageAsset } from "@/lib/features/content/images";
import type { Problem } from "@/lib/features/content/source";

export type ContentCollection = "blogs" | "departments" | "brands";

export interface ContentEntry {
  collection: ContentCollection;
  id: string;
  file: string;
  images: ImageAsset[];
  /** A key whose value is undefined removes that field; fields it never names (views, likes) are never touched. */
  fields(imageUrl: (key: string) => string): Record<string, unknown>;
  stampUpdatedAt?: "change" | "create";
  slug?: { value: string; line: number };
  formerSlugs?: Array<{ value: string; line: number }>;
}

export type EntryResult = { entry: ContentEntry; problems?: undefined } | { entry?: undefined; problems: Problem[] };
