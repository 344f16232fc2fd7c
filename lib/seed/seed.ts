import fs from "node:fs/promises";
import path from "node:path";
import { demoBlogPosts, demoBrands, demoDepartments } from "@/content/demo";
import { COLLECTIONS, type CollectionName, type DocumentStore } from "@/lib/documents/port";
import { fileStore } from "@/lib/files";

const BRAND_IMAGES_DIR = path.join(process.cwd(), "content/demo/images");

export interface SeedReport {
  created: number;
  skipped: number;
}

async function createAll(
  store: DocumentStore,
  collection: CollectionName,
  items: ReadonlyArray<{ id: string }>,
  report: SeedReport,
) {
  for (const { id, ...data } of items) {
    if (await store.createRaw(collection, id, data)) report.created += 1;
    else report.skipped += 1;
  }
}

/**
 * Loads the demo content. Idempotent: documents that exist are left as they are, so live counters
 * and staff edits survive a second run.
 */
export async function seedDemoContent(store: DocumentStore): Promise<SeedReport> {
  const report: SeedReport = { created: 0, skipped: 0 };
  await createAll(store, COLLECTIONS.departments, demoDepartments, report);
  await createAll(store, COLLECTIONS.brands, demoBrands, report);
  await createAll(store, COLLECTIONS.blogs, demoBlogPosts, report);

  const files = fileStore();
  for (const brand of demoBrands) {
    const key = brand.backgroundImagePath;
    if (!key || (await files.exists(key))) continue;
    const bytes = await fs.readFile(path.join(BRAND_IMAGES_DIR, key));
    await files.put(key, bytes, "image/svg+xml");
  }
  return report;
}

/** Seeds only a database that has none of the site's content yet. */
export async function seedIfEmpty(store: DocumentStore): Promise<void> {
  const counts = await Promise.all(
    [COLLECTIONS.departments, COLLECTIONS.brands, COLLECTIONS.blogs].map((name) => store.countRaw(name)),
  );
  if (counts.every((count) => count === 0)) await seedDemoContent(store);
}
