import "server-only";
import { timestampKey } from "@/lib/ports/documents/keys";
import { COLLECTIONS } from "@/lib/services/collections";
import { type CsvCell, csvStream } from "@/lib/primitives/format/csv";
import { log } from "@/lib/primitives/log";
import type { Staff } from "./access";
import { type InboxDependencies, listVisible } from "./inbox";
import type { InboxFilter as FilterForm } from "./inbox-filter";
import { STAGE_LABELS } from "./stages";
import type { InboxFilter } from "./store/port";

/** Rows are read this many at a time while the download pulls, never the whole list at once. */
export const EXPORT_PAGE_SIZE = 500;

const HEADER = ["Application", "Name", "Email", "Role", "Department", "Stage", "Received (UTC)"];

async function* exportRows(filter: InboxFilter, staff: Staff, deps: Pick<InboxDependencies, "staffStore">): AsyncGenerator<CsvCell[]> {
  let after: string | undefined;
  do {
    const page = await listVisible(filter, staff, { limit: EXPORT_PAGE_SIZE, after }, deps);
    for (const row of page.rows) yield [row.id, row.name, row.email, row.role, row.departmentId, STAGE_LABELS[row.stage], row.submittedAt];
    after = page.next;
  } while (after);
}

/** The inbox's own filter, in the inbox's own scope; the record says whether it searched, never for what. */
export async function exportApplications(form: FilterForm, staff: Staff, deps: InboxDependencies): Promise<ReadableStream<Uint8Array>> {
  const filter = { department: form.department ?? "", role: form.role ?? "", stage: form.stage ?? "", searched: Boolean(form.q) };
  const at = (deps.now?.() ?? new Date()).toISOString();
  await deps.store.commit([{ op: "create", collection: COLLECTIONS.applicationExports, id: timestampKey(), data: { by: staff.email, at, filter } }]);
  log.info("applications exported", { staff: staff.email, ...filter });
  return csvStream(HEADER, exportRows({ departmentId: form.department, role: form.role, stage: form.stage, search: form.q }, staff, deps));
}
