import "server-only";
import { createHash } from "node:crypto";
import type { ContentCollection, ContentEntry } from "@/lib/features/content/entry";
import { oweRefresh, owedBy, refreshStateOf } from "@/lib/features/content/owed-refresh";
import { pushContent } from "@/lib/features/content/push";
import type { RevisionAuthor } from "@/lib/features/content/revisions";
import type { AdminDocumentStore } from "@/lib/ports/documents/port";
import { COLLECTIONS } from "@/lib/services/collections";
import type { FileStore } from "@/lib/ports/files/port";
import { processWide } from "@/lib/primitives/process-wide";
import { z } from "@/lib/primitives/zod";
import { DomainError, type DomainErrorKind } from "@/lib/primitives/domain/domain-error";

/** What the browser's content editors (posts, departments and roles) are handed. */
export interface ContentEditDependencies {
  store: AdminDocumentStore;
  files: FileStore;
  now?: () => Date;
  /** The staff member saving, named in the change's revision. */
  author?: RevisionAuthor;
}

export const NEW_VERSION = "new";

/** Any stored change (here, by content:push or by another editor) gives another version; counters do not. */
export function documentVersion(document: Record<string, unknown> | null): string {
  if (!document) return NEW_VERSION;
  const { views: _views, likes: _likes, lastViewed: _lastViewed, ...edited } = document;
  const sorted = Object.fromEntries(Object.entries(edited).sort(([a], [b]) => a.localeCompare(b)));
  return createHash("sha256").update(JSON.stringify(sorted)).digest("hex").slice(0, 32);
}

/** A save the editor is told about: nothing was written. */
export class EditProblem extends DomainError {}

export function refuse(kind: DomainErrorKind, message: string, fields?: Record<string, string>): never {
  throw new EditProblem(kind, message, fields ? { fields } : undefined);
}

const locks = processWide("lexor.post-edits.locks", () => new Map<string, Promise<unknown>>());

/** One save of a document at a time in this process, so the version check and the write are one step. */
export async function oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
  const before = locks.get(key) ?? Promise.resolve();
  const run = before.catch(() => undefined).then(work);
  locks.set(key, run);
  try {
    return await run;
  } finally {
    if (locks.get(key) === run) locks.delete(key);
  }
}

/** The push of content:push and the seed, owing the site its refresh before anything is written; true when something changed. */
export async function storeEdit(entry: ContentEntry, deps: ContentEditDependencies, now: Date): Promise<boolean> {
  const report = await pushContent([entry], {
    store: deps.store,
    files: deps.files,
    now: () => now,
    revision: deps.author ?? { by: "staff" },
    beforeWrite: (changes) => oweRefresh(deps.store, owedBy(changes)).then(() => undefined),
  });
  if (report.problems.length > 0) refuse("conflict", `Nothing was saved: ${report.problems.map((problem) => problem.message).join("; ")}.`);
  if (report.failure) throw new Error(`${entry.collection}/${entry.id} could not be stored: ${report.failure.error}`);
  return report.stored.length > 0;
}

export const refreshStateFor = (collection: ContentCollection, id: string, store: AdminDocumentStore) => refreshStateOf(store, { collection, id });

const KEPT_HOURS = 24;
const keptId = (email: string) => createHash("sha256").update(email.toLowerCase()).digest("hex").slice(0, 40);

export interface KeptSubmission<Form> {
  form: Form;
  message: string;
  fields: Record<string, string>;
  preview?: string;
}

/** One per staff member, overwritten by the next: what the page shows after a send that saved nothing. */
export async function keepSubmission(
  email: string,
  kept: KeptSubmission<unknown>,
  { store, now = () => new Date() }: Pick<ContentEditDependencies, "store" | "now">,
): Promise<void> {
  await store.putRaw(COLLECTIONS.editorSubmissions, keptId(email), { ...kept, at: now().toISOString() });
}

/** The kept form when it is one of this schema's, for the page asking (`isFor`), and younger than a day. */
export async function keptSubmission<Form>(
  email: string,
  schema: z.ZodType<Form>,
  isFor: (form: Form) => boolean,
  { store, now = () => new Date() }: Pick<ContentEditDependencies, "store" | "now">,
): Promise<KeptSubmission<Form> | null> {
  const stored = await store.get(COLLECTIONS.editorSubmissions, keptId(email));
  const form = schema.safeParse(stored?.form);
  if (!stored || !form.success || !isFor(form.data)) return null;
  if (now().getTime() - Date.parse(String(stored.at)) > KEPT_HOURS * 3_600_000) return null;
  const fields = z.record(z.string(), z.string()).catch({}).parse(stored.fields);
  return { form: form.data, message: String(stored.message ?? ""), fields, preview: typeof stored.preview === "string" ? stored.preview : undefined };
}
