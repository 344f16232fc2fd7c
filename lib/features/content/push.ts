import "server-only";
import { isDeepStrictEqual } from "node:util";
import type { ContentCollection, ContentEntry } from "@/lib/features/content/entry";
import { removedAddressKey } from "@/lib/features/content/removed-keys";
import type { Problem } from "@/lib/features/content/source";
import type { AdminDocumentStore } from "@/lib/ports/documents/port";
import { COLLECTIONS } from "@/lib/services/collections";
import type { FileStore } from "@/lib/ports/files/port";
import { errorText } from "@/lib/primitives/log";
import { getPostBySlug } from "@/lib/features/content/records";
import { recordRevision, type RevisionAuthor } from "@/lib/features/content/revisions";

export interface DocumentChange {
  collection: ContentCollection;
  id: string;
  file: string;
  action: "create" | "update";
  fields: string[];
  paths: string[];
  removed: string[];
}

export interface PushFailure {
  change: DocumentChange;
  error: string;
}

export interface PushReport {
  problems: Problem[];
  uploads: string[];
  changes: DocumentChange[];
  stored: DocumentChange[];
  failure?: PushFailure;
  notReached: string[];
  unchanged: number;
}

export interface PushOptions {
  store: AdminDocumentStore;
  files: FileStore;
  dryRun?: boolean;
  createOnly?: boolean;
  initialFields?: (entry: ContentEntry) => Record<string, unknown> | undefined;
  now?: () => Date;
  beforeWrite?: (changes: readonly DocumentChange[]) => Promise<void>;
  /** Who the stored changes are by, in each one's revision; without it, content:push. */
  revision?: RevisionAuthor;
}

async function slugConflicts(entries: readonly ContentEntry[], store: AdminDocumentStore): Promise<Problem[]> {
  const problems: Problem[] = [];
  for (const entry of entries) {
    if (!entry.slug) continue;
    const other = await getPostBySlug(store, entry.slug.value);
    if (other && other.id !== entry.id) {
      problems.push({
        file: entry.file,
        line: entry.slug.line,
        message: `slug "${entry.slug.value}" already belongs to the stored post blogs/${other.id}`,
      });
    }
    for (const former of entry.formerSlugs ?? []) {
      const owner = await getPostBySlug(store, former.value);
      if (owner && owner.id !== entry.id) {
        problems.push({ file: entry.file, line: former.line, message: `former slug "${former.value}" is the slug of the stored post blogs/${owner.id}` });
      }
    }
  }
  return problems;
}

interface PlannedWrite {
  change: DocumentChange;
  write: () => Promise<unknown>;
}

/** Images are named by their bytes and nothing shows them until a document does, so uploading first changes no page. */
async function imageUrls(entry: ContentEntry, options: PushOptions, uploads: string[]): Promise<Map<string, string>> {
  const urls = new Map<string, string>();
  for (const image of entry.images) {
    if (urls.has(image.key)) continue;
    if (!(await options.files.exists(image.key))) {
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

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : []);

function changedPaths(entry: ContentEntry, stored: Record<string, unknown> | null, next: Record<string, unknown>): string[] {
  if (entry.collection === "blogs") {
    const slugs = [next.slug, stored?.slug, ...strings(next.formerSlugs), ...strings(stored?.formerSlugs)];
    return [...new Set(slugs.filter((slug): slug is string => typeof slug === "string").map((slug) => `/blog/${slug}`))];
  }
  if (entry.collection === "departments") {
    const roles = [...strings(next.roleSlugs), ...strings(stored?.roleSlugs), ...Object.keys((next.formerRoleSlugs ?? {}) as object)];
    return [...new Set(roles.map((slug) => `/apply/${entry.id}/${slug}`))];
  }
  return [];
}

function liveAddresses(entry: ContentEntry, document: Record<string, unknown> | null): string[] {
  if (!document) return [];
  if (entry.collection === "blogs") {
    return document.status === "published" ? [document.slug, ...strings(document.formerSlugs)].map((slug) => `/blog/${String(slug)}`) : [];
  }
  if (entry.collection === "departments" && document.isActive !== false) {
    return [...strings(document.roleSlugs), ...Object.keys((document.formerRoleSlugs ?? {}) as object)].map((slug) => `/apply/${entry.id}/${slug}`);
  }
  return [];
}

function removedAddresses(entry: ContentEntry, stored: Record<string, unknown> | null, next: Record<string, unknown>): string[] {
  const kept = new Set(liveAddresses(entry, { ...stored, ...next }));
  return liveAddresses(entry, stored).filter((path) => !kept.has(path));
}

/** Writes only the fields that differ, so a second run writes nothing and live fields (views, likes) are never touched. */
export async function pushContent(entries: readonly ContentEntry[], options: PushOptions): Promise<PushReport> {
  const report: PushReport = { problems: await slugConflicts(entries, options.store), uploads: [], changes: [], stored: [], unchanged: 0, notReached: [] };
  if (report.problems.length > 0) return report;
  const now = options.now ?? (() => new Date());
  const planned: PlannedWrite[] = [];

  for (const [index, entry] of entries.entries()) {
    const stored = await options.store.get(entry.collection, entry.id);
    if (stored && options.createOnly) {
      report.unchanged += 1;
      continue;
    }
    let urls: Map<string, string>;
    try {
      urls = await imageUrls(entry, options, report.uploads);
    } catch (error) {
      const action = stored ? "update" : "create";
      report.failure = {
        change: { collection: entry.collection, id: entry.id, file: entry.file, action, fields: [], paths: [], removed: [] },
        error: errorText(error),
      };
      report.notReached = entries.slice(index + 1).map((later) => later.file);
      break;
    }
    const next = entry.fields((key) => urls.get(key) ?? key);
    const stamped = entry.stampUpdatedAt !== undefined && next.updatedAt === undefined;
    const compared = Object.keys(next).filter((field) => !(stamped && field === "updatedAt"));
    const removed = removedAddresses(entry, stored, next);
    const base = { collection: entry.collection, id: entry.id, file: entry.file, paths: changedPaths(entry, stored, next), removed };

    if (!stored) {
      if (stamped && entry.stampUpdatedAt === "create") next.updatedAt = now().toISOString();
      const fields = Object.fromEntries(Object.entries(next).filter(([, value]) => value !== undefined));
      const document = { ...fields, ...options.initialFields?.(entry) };
      planned.push({
        change: { ...base, action: "create", fields: Object.keys(fields) },
        // A create that finds the document already there (another process seeding at once) leaves it be.
        write: () =>
          options.createOnly ? options.store.createRaw(entry.collection, entry.id, document) : options.store.patchRaw(entry.collection, entry.id, document),
      });
      continue;
    }

    const changed = compared.filter((field) => !isDeepStrictEqual(stored[field], next[field]));
    if (changed.length === 0) {
      report.unchanged += 1;
      continue;
    }
    const patch = Object.fromEntries(changed.map((field) => [field, next[field]]));
    if (stamped) patch.updatedAt = now().toISOString();
    planned.push({
      change: { ...base, action: "update", fields: changed },
      // The marks first: one answers 410 only where the page itself finds nothing.
      write: async () => {
        for (const path of removed) {
          await options.store.putRaw(COLLECTIONS.removedAddresses, removedAddressKey(path), { path, removedAt: now().toISOString() });
        }
        await options.store.patchRaw(entry.collection, entry.id, patch);
      },
    });
  }

  report.changes = planned.map((write) => write.change);
  if (options.dryRun || report.failure) return report;
  if (planned.length > 0) await options.beforeWrite?.(report.changes);
  for (const write of planned) {
    try {
      await write.write();
      report.stored.push(write.change);
      await recordRevision(options.store, write.change.collection, write.change.id, options.revision ?? { by: "content:push" }, now());
    } catch (error) {
      report.failure = { change: write.change, error: errorText(error) };
      break;
    }
  }
  return report;
}
