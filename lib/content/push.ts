import { isDeepStrictEqual } from "node:util";
import type { ContentCollection, ContentEntry } from "@/lib/content/entry";
import type { Problem } from "@/lib/content/source";
import type { AdminDocumentStore } from "@/lib/documents/port";
import type { FileStore } from "@/lib/files/port";

export interface DocumentChange {
  collection: ContentCollection;
  id: string;
  file: string;
  action: "create" | "update";
  /** The fields that differ from what is stored (on creation, every field the file gives). */
  fields: string[];
}

export interface PushReport {
  /** Conflicts with what is stored; when there are any, nothing was written. */
  problems: Problem[];
  /** Image keys uploaded (in a dry run: that would be). */
  uploads: string[];
  changes: DocumentChange[];
  unchanged: number;
}

export interface PushOptions {
  store: AdminDocumentStore;
  files: FileStore;
  /** Work out and report every change, write nothing. */
  dryRun?: boolean;
  /** Only create documents that do not exist; existing ones, with their edits and counters, stay as they are. */
  createOnly?: boolean;
  /** Fields a created document starts with besides the file's own (the demo content's counters). */
  initialFields?: (entry: ContentEntry) => Record<string, unknown> | undefined;
  now?: () => Date;
}

/** A post slug names one post: another stored post with the same slug would shadow this one. */
async function slugConflicts(entries: readonly ContentEntry[], store: AdminDocumentStore): Promise<Problem[]> {
  const problems: Problem[] = [];
  for (const entry of entries) {
    if (!entry.slug) continue;
    const other = await store.getPostBySlug(entry.slug.value);
    if (other && other.id !== entry.id) {
      problems.push({
        file: entry.file,
        line: entry.slug.line,
        message: `slug "${entry.slug.value}" already belongs to the stored post blogs/${other.id}`,
      });
    }
  }
  return problems;
}

/** Uploads the images a document needs that storage lacks, and returns their public URLs by key. */
async function imageUrls(entry: ContentEntry, options: PushOptions, uploads: string[]): Promise<Map<string, string>> {
  const urls = new Map<string, string>();
  for (const image of entry.images) {
    if (urls.has(image.key)) continue;
    const stored = await options.files.exists(image.key);
    if (!stored) {
      if (!uploads.includes(image.key)) uploads.push(image.key);
      // A dry run cannot know the address of a file it does not upload; the document changes anyway.
      if (options.dryRun) {
        urls.set(image.key, `(new image ${image.key})`);
        continue;
      }
      await options.files.put(image.key, image.bytes, image.contentType);
    }
    urls.set(image.key, await options.files.publicUrl(image.key));
  }
  return urls;
}

/**
 * Creates or updates one document per content entry, through whichever adapters are passed.
 * Only the fields a file controls are written, and only those that differ, so a second run with
 * the same files writes nothing and live fields (a post's views and likes) are never touched.
 * `updatedAt`, when a file gives none, is the time of the push that changed something.
 */
export async function pushContent(entries: readonly ContentEntry[], options: PushOptions): Promise<PushReport> {
  const report: PushReport = { problems: await slugConflicts(entries, options.store), uploads: [], changes: [], unchanged: 0 };
  if (report.problems.length > 0) return report;
  const now = options.now ?? (() => new Date());

  for (const entry of entries) {
    const stored = await options.store.getRaw(entry.collection, entry.id);
    if (stored && options.createOnly) {
      report.unchanged += 1;
      continue;
    }
    const urls = await imageUrls(entry, options, report.uploads);
    const next = entry.fields((key) => urls.get(key) ?? key);
    const stamped = entry.stampUpdatedAt !== undefined && next.updatedAt === undefined;
    const compared = Object.keys(next).filter((field) => !(stamped && field === "updatedAt"));

    if (!stored) {
      if (stamped && entry.stampUpdatedAt === "create") next.updatedAt = now().toISOString();
      const fields = Object.fromEntries(Object.entries(next).filter(([, value]) => value !== undefined));
      report.changes.push({ collection: entry.collection, id: entry.id, file: entry.file, action: "create", fields: Object.keys(fields) });
      if (options.dryRun) continue;
      const document = { ...fields, ...options.initialFields?.(entry) };
      // A create that finds the document already there (another process seeding at once) leaves it be.
      if (options.createOnly) await options.store.createRaw(entry.collection, entry.id, document);
      else await options.store.patchRaw(entry.collection, entry.id, document);
      continue;
    }

    const changed = compared.filter((field) => !isDeepStrictEqual(stored[field], next[field]));
    if (changed.length === 0) {
      report.unchanged += 1;
      continue;
    }
    const patch = Object.fromEntries(changed.map((field) => [field, next[field]]));
    if (stamped) patch.updatedAt = now().toISOString();
    report.changes.push({ collection: entry.collection, id: entry.id, file: entry.file, action: "update", fields: changed });
    if (!options.dryRun) await options.store.patchRaw(entry.collection, entry.id, patch);
  }
  return report;
}
