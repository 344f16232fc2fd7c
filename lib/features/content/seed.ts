import "server-only";
import fs from "node:fs";
import path from "node:path";
import { parse } from "yaml";
import { loadContentFolder } from "@/lib/features/content/load";
import { pushContent } from "@/lib/features/content/push";
import { formatProblem, type Problem } from "@/lib/features/content/source";
import type { AdminDocumentStore } from "@/lib/ports/documents/port";
import { COLLECTIONS } from "@/lib/services/collections";
import { fileStore } from "@/lib/ports/files";
import type { FileStore } from "@/lib/ports/files/port";
import { z } from "@/lib/primitives/zod";

export const DEMO_CONTENT_DIR = path.join(process.cwd(), "content/demo");

const countersSchema = z.record(z.string(), z.strictObject({ views: z.number().int().nonnegative(), likes: z.number().int().nonnegative() }));

const demoContentError = (problems: Problem[]) => new Error(`The demo content cannot be loaded:\n${problems.map(formatProblem).join("\n")}`);

export interface SeedReport {
  created: number;
  skipped: number;
}

/** Creates only what is missing, so live counters and staff edits survive a second run. */
export async function seedDemoContent(store: AdminDocumentStore, files: FileStore = fileStore()): Promise<SeedReport> {
  const { entries, problems } = loadContentFolder(DEMO_CONTENT_DIR);
  if (problems.length > 0) throw demoContentError(problems);
  const counters = countersSchema.parse(parse(fs.readFileSync(path.join(DEMO_CONTENT_DIR, "counters.yaml"), "utf8")));
  const report = await pushContent(entries, {
    store,
    files,
    createOnly: true,
    revision: { by: "seed" },
    initialFields: (entry) => (entry.collection === COLLECTIONS.blogs ? counters[entry.id] : undefined),
  });
  if (report.problems.length > 0) throw demoContentError(report.problems);
  if (report.failure) throw new Error(`seeding ${report.failure.change.collection}/${report.failure.change.id}: ${report.failure.error}`);
  return { created: report.changes.length, skipped: report.unchanged };
}

/** The marker file exists while a seed runs, so a half-seeded database is finished rather than taken as seeded. */
export async function seedUntilComplete(store: AdminDocumentStore, markerPath: string): Promise<void> {
  if (!fs.existsSync(markerPath)) {
    const counts = await Promise.all([COLLECTIONS.departments, COLLECTIONS.brands, COLLECTIONS.blogs].map((name) => store.countRaw(name)));
    if (counts.some((count) => count > 0)) return;
    fs.writeFileSync(markerPath, `seeding since ${new Date().toISOString()} (pid ${process.pid})\n`);
  }
  await seedDemoContent(store);
  fs.rmSync(markerPath, { force: true });
}
