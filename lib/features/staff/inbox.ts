import "server-only";
import { timestampKey } from "@/lib/ports/documents/keys";
import type { DocumentStore } from "@/lib/ports/documents/port";
import { COLLECTIONS } from "@/lib/services/collections";
import type { FileStore } from "@/lib/ports/files/port";
import type { Mailer } from "@/lib/ports/mail/port";
import { DomainError } from "@/lib/primitives/domain/domain-error";
import { log } from "@/lib/primitives/log";
import { z } from "@/lib/primitives/zod";
import { type Staff, seesDepartment } from "./access";
import { STAGES, type Stage } from "./stages";
import type { ApplicationRecord, InboxFilter, InboxPage, StaffStore } from "./store/port";

export interface InboxDependencies {
  store: DocumentStore;
  staffStore: StaffStore;
  files: FileStore;
  mailer: Pick<Mailer, "forget">;
  now?: () => Date;
}

const applicationId = z.string().regex(/^\d{10,16}-[0-9a-f]{8}$/, "Unknown application.");

export const stageChangeSchema = z.strictObject({ stage: z.enum(STAGES) });
/** Deleting takes a second, explicit step: the confirmation page posts this. */
export const deletionSchema = z.strictObject({ confirm: z.literal("yes", "Confirm the deletion first.") });
export const noteSchema = z.strictObject({ text: z.string().trim().min(1, "Write a note first.").max(4000, "A note holds 4,000 characters at most.") });

export function checkedApplicationId(id: string): string {
  const parsed = applicationId.safeParse(id);
  if (!parsed.success) throw new DomainError("not-found", "Unknown application.");
  return parsed.data;
}

/** Another department's applicant is, to a hiring member, one that does not exist. */
export async function visibleApplication(id: string, staff: Staff, deps: Pick<InboxDependencies, "staffStore">): Promise<ApplicationRecord | null> {
  const application = await deps.staffStore.getApplication(checkedApplicationId(id));
  return application && seesDepartment(staff, application.departmentId) ? application : null;
}

/** The filter a member may ask for: null when it names a department outside theirs. */
function visibleFilter(filter: InboxFilter, staff: Staff): InboxFilter | null {
  if (staff.departments === "all") return filter;
  if (filter.departmentId) return staff.departments.includes(filter.departmentId) ? filter : null;
  return { ...filter, departmentIds: staff.departments };
}

export async function listVisible(
  filter: InboxFilter,
  staff: Staff,
  page: { limit: number; after?: string },
  deps: Pick<InboxDependencies, "staffStore">,
): Promise<InboxPage> {
  const asked = visibleFilter(filter, staff);
  return asked ? deps.staffStore.listApplications(asked, page) : { rows: [] };
}

async function existing(deps: InboxDependencies, id: string, staff: Staff) {
  const application = await visibleApplication(id, staff, deps);
  if (!application) throw new DomainError("not-found", "Unknown application.");
  return application;
}

export async function changeStage(id: string, stage: Stage, staff: Staff, deps: InboxDependencies): Promise<void> {
  const application = await existing(deps, id, staff);
  const now = deps.now?.() ?? new Date();
  const at = now.toISOString();
  const result = await deps.store.commit([
    { op: "update", collection: COLLECTIONS.applications, id: application.id, data: { status: stage, stageChangedAt: at, stageChangedBy: staff.email } },
    {
      op: "create",
      collection: COLLECTIONS.applicationNotes,
      id: timestampKey(now.getTime()),
      data: { applicationId: application.id, author: staff.email, at, kind: "stage", from: application.stage, to: stage },
    },
  ]);
  if (!result.committed) throw new DomainError("not-found", "Unknown application.");
  log.info("application stage changed", { application: application.id, from: application.stage, to: stage, staff: staff.email });
}

export async function addNote(id: string, text: string, staff: Staff, deps: InboxDependencies): Promise<void> {
  const application = await existing(deps, id, staff);
  const now = deps.now?.() ?? new Date();
  const result = await deps.store.commit([
    {
      op: "create",
      collection: COLLECTIONS.applicationNotes,
      id: timestampKey(now.getTime()),
      data: { applicationId: application.id, author: staff.email, at: now.toISOString(), text },
    },
  ]);
  if (!result.committed) throw new DomainError("conflict", "The note could not be saved. Please try again.");
  log.info("application note added", { application: application.id, staff: staff.email });
}

/** What remains is a record of the deletion with no personal data in it. */
export async function deleteApplicant(id: string, by: { staff: Staff } | { retention: true }, deps: InboxDependencies): Promise<void> {
  const checked = checkedApplicationId(id);
  if ("staff" in by) await existing(deps, checked, by.staff);
  const removed = await deps.staffStore.deleteApplication(checked);
  if (!removed) throw new DomainError("not-found", "Unknown application.");
  if (removed.resumeKey) await deps.files.delete(removed.resumeKey);
  for (const mailId of removed.mailIds) await deps.mailer.forget(mailId);
  const at = (deps.now?.() ?? new Date()).toISOString();
  const reason = "staff" in by ? "request" : "retention";
  await deps.store.commit([
    {
      op: "create",
      collection: COLLECTIONS.deletions,
      id: timestampKey(),
      data: { collection: COLLECTIONS.applications, id: checked, reason, at, ...("staff" in by ? { by: by.staff.email } : {}) },
    },
  ]);
  log.info("application deleted", { application: checked, reason, ...("staff" in by ? { staff: by.staff.email } : {}) });
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
