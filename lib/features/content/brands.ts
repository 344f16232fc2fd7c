import fs from "node:fs";
import type { EntryResult } from "@/lib/features/content/entry";
import { readImage } from "@/lib/features/content/images";
import { parseYaml, validateSource } from "@/lib/features/content/source";
import { brandFileSchema } from "@/lib/primitives/domain/brand";

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
  const image = read?.image;
  return {
    entry: {
      collection: "brands",
      id,
      file: display,
      images: image ? [image] : [],
      fields: () => ({
        name: brand.name,
        description: brand.description,
        url: brand.url,
        version: brand.version,
        number: brand.number,
        backgroundImagePath: image?.key,
      }),
    },
  };
}
