import fs from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { loadContentFolder } from "@/lib/features/content/load";
import { pushContent } from "@/lib/features/content/push";
import { formatProblem, type Problem } from "@/lib/features/content/source";
import { COLLECTIONS, type AdminDocumentStore } from "@/lib/ports/documents/port";
import { fileStore } from "@/lib/ports/files";
import type { FileStore } from "@/lib/ports/files/port";
import { z } from "@/lib/primitives/zod";

/** The demo content, written in the same format staff publish with (docs/publishing.md). */
export const DEMO_CONTENT_DIR = path.join(process.cwd(), "content/demo");

const countersSchema = z.record(
  z.string(),
  z.strictObject({ views: z.number().int().nonnegative(), likes: z.number().int().nonnegative() }),
);

const demoContentError = (problems: Problem[]) =>
  new Error(`The demo content cannot be loaded:\n${problems.map(formatProblem).join("\n")}`);

export interface SeedReport {
  created: number;
  skipped: number;
}

/**
 * Loads the demo content through the same code as `content push`, but only creates what is
 * missing: documents that exist are left as they are, so live counters and staff edits survive a
 * second run. Created posts start with the demo's counters.
 */
export async function seedDemoContent(store: AdminDocumentStore, files: FileStore = fileStore()): Promise<SeedReport> {
  const { entries, problems } = loadContentFolder(DEMO_CONTENT_DIR);
  if (problems.length > 0) throw demoContentError(problems);
  const counters = countersSchema.parse(parse(fs.readFileSync(path.join(DEMO_CONTENT_DIR, "counters.yaml"), "utf8")));
  const report = await pushContent(entries, {
    store,
    files,
    createOnly: true,
    initialFields: (entry) => (entry.collection === COLLECTIONS.blogs ? counters[entry.id] : undefined),
  });
  if (report.problems.length > 0) throw demoContentError(report.problems);
  if (report.failure) throw new Error(`seeding ${report.failure.change.collection}/${report.failure.change.id}: ${report.failure.error}`);
  return { created: report.changes.length, skipped: report.unchanged };
}

/**
 * Seeds an embedded database that has none of the site's content yet, and finishes a seed that a
 * killed process left half-done. `markerPath` names a file that exists while a seed is in
 * progress: without it, a database holding some of the demo content would look seeded at the next
 * start and never get the rest. A database with content and no marker was seeded, or filled by
 * staff, and is left as it is, so nothing they deleted comes back.
 */
export async function seedUntilComplete(store: AdminDocumentStore, markerPath: string): Promise<void> {
  if (!fs.existsSync(markerPath)) {
    const counts = await Promise.all(
      [COLLECTIONS.departments, COLLECTIONS.brands, COLLECTIONS.blogs].map((name) => store.countRaw(name)),
    );
    if (counts.some((count) => count > 0)) return;
    fs.writeFileSync(markerPath, `seeding since ${new Date().toISOString()} (pid ${process.pid})\n`);
  }
  // Creates only what is missing, so finishing an interrupted seed repeats nothing already written.
  await seedDemoContent(store);
  fs.rmSync(markerPath, { force: true });
}
