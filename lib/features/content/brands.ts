import "server-only";
import fs from "node:fs";
import type { ContentEntry, EntryResult } from "@/lib/features/content/entry";
import { type ImageAsset, readImage } from "@/lib/features/content/images";
import { parseYaml, validateSource } from "@/lib/features/content/source";
import { type BrandFile, brandFileSchema } from "@/lib/primitives/domain/brand";

export function readBrandFile(root: string, id: string, file: string, display: string): EntryResult {
  const parsed = parseYaml(fs.readFileSync(file, "utf8"), display);
  if ("problems" in parsed) return parsed;
  const validated = validateSource(brandFileSchema, parsed.source, display);
  if ("problems" in validated) return validated;
  const brand = validated.value;
  const read = brand.image ? readImage(root, file, brand.image, "brands") : undefined;
  if (read && "problem" in read) {
    return { problems: [{ file: display, line: parsed.source.lineOf(["image"]), message: `image: ${read.problem}` }] };
  }
  return { entry: brandEntry(id, brand, display, { image: read?.image }) };
}

/**
 * The one way a brand becomes a document, for a file (content:push, the seed) and the browser editor alike.
 * A file or the picture form sets the image (none removes it); the platform form names none, so the stored one is kept.
 */
export function brandEntry(id: string, brand: BrandFile, file: string, picture?: { image: ImageAsset | undefined }): ContentEntry {
  return {
    collection: "brands",
    id,
    file,
    images: picture?.image ? [picture.image] : [],
    fields: () => ({
      name: brand.name,
      description: brand.description,
      url: brand.url,
      version: brand.version,
      number: brand.number,
      ...(picture && { backgroundImagePath: picture.image?.key }),
    }),
  };
}
