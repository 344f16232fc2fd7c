import "server-only";
import { timestampKey } from "@/lib/ports/documents/keys";
import { COLLECTIONS, type DocumentStore } from "@/lib/ports/documents/port";
import type { FileStore } from "@/lib/ports/files/port";
import { HttpError } from "@/lib/services/http/errors";
import { log } from "@/lib/primitives/log";
import { z } from "@/lib/primitives/zod";
import { STAGES, type Stage } from "./stages";
import type { StaffStore } from "./store/port";

export interface InboxDependencies {
  store: DocumentStore;
  staffStore: StaffStore;
  files: FileStore;
  now?: () => Date;
}

const applicationId = z.string().regex(/^\d{10,16}-[0-9a-f]{8}$/, "Unknown application.");

export const stageChangeSchema = z.strictObject({ stage: z.enum(STAGES) });
export const noteSchema = z.strictObject({ text: z.string().trim().min(1, "Write a note first.").max(4000, "A note holds 4,000 characters at most.") });

export function checkedApplicationId(id: string): string {
  const parsed = applicationId.safeParse(id);
  if (!parsed.success) throw new HttpError(404, "Unknown application.");
  return parsed.data;
}

async function existing(deps: InboxDependencies, id: string) {
  const application = await deps.staffStore.getApplication(checkedApplicationId(id));
  if (!application) throw new HttpError(404, "Unknown application.");
  return application;
}

export async function changeStage(id: string, stage: Stage, staff: string, deps: InboxDependencies): Promise<void> {
  const application = await existing(deps, id);
  const at = (deps.now?.() ?? new Date()).toISOString();
  const result = await deps.store.commit([
    { op: "update", collection: COLLECTIONS.applications, id: application.id, data: { status: stage, stageChangedAt: at, stageChangedBy: staff } },
  ]);
  if (!result.committed) throw new HttpError(404, "Unknown application.");
  log.info("application stage changed", { application: application.id, from: application.stage, to: stage, staff });
}

export async function addNote(id: string, text: string, staff: string, deps: InboxDependencies): Promise<void> {
  const application = await existing(deps, id);
  const now = deps.now?.() ?? new Date();
  const result = await deps.store.commit([
    {
      op: "create",
      collection: COLLECTIONS.applicationNotes,
      id: timestampKey(now.getTime()),
      data: { applicationId: application.id, author: staff, at: now.toISOString(), text },
    },
  ]);
  if (!result.committed) throw new HttpError(409, "The note could not be saved. Please try again.");
  log.info("application note added", { application: application.id, staff });
}

/** What remains is a record of the deletion with no personal data in it. */
export async function deleteApplicant(id: string, by: { staff: string } | { retention: true }, deps: InboxDependencies): Promise<void> {
  const checked = checkedApplicationId(id);
  const removed = await deps.staffStore.deleteApplication(checked);
  if (!removed) throw new HttpError(404, "Unknown application.");
  if (removed.resumeKey) await deps.files.delete(removed.resumeKey);
  const at = (deps.now?.() ?? new Date()).toISOString();
  const reason = "staff" in by ? "request" : "retention";
  await deps.store.commit([
    { op: "create", collection: COLLECTIONS.deletions, id: timestampKey(), data: { collection: COLLECTIONS.applications, id: checked, reason, at, ...("staff" in by ? { by: by.staff } : {}) } },
  ]);
  log.info("application deleted", { application: checked, reason, ...("staff" in by ? { staff: by.staff } : {}) });
}

export async function applyRetention(days: number, deps: InboxDependencies, batch = 200): Promise<number> {
  const now = deps.now?.() ?? new Date();
  const cutoff = new Date(now.getTime() - days * 86_400_000).toISOString();
  let deleted = 0;
  for (;;) {
    const ids = await deps.staffStore.submittedBefore(cutoff, batch);
    for (const id of ids) {
      await deleteApplicant(id, { retention: true }, deps);
      deleted += 1;
    }
    if (ids.length < batch) return deleted;
  }
}
