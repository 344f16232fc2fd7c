import { adminDocuments, documents } from "@/lib/features/content/store";
import { readOwedRefresh } from "@/lib/features/content/owed-refresh";
import type { DocumentStore } from "@/lib/ports/documents/port";
import { COLLECTIONS } from "@/lib/services/collections";
import { lastDrain } from "@/lib/services/mail-delivery/drain-record";
import { DEAD_LETTERS_SHOWN } from "@/lib/services/mail-delivery/status-report";

async function oldestWaiting(store: DocumentStore): Promise<string | null> {
  const oldest = await Promise.all(
    (["pending", "retrying"] as const).map((status) =>
      store.list(COLLECTIONS.mailOutbox, { where: { field: "status", equals: status }, orderBy: { field: "createdAt", direction: "asc" }, limit: 1 }),
    ),
  );
  const times = oldest
    .flat()
    .map((row) => String(row.data.createdAt ?? ""))
    .filter(Boolean)
    .sort();
  return times[0] ?? null;
}

export async function mailConsoleView() {
  const store = await documents();
  const [summary, waitingSince, drain, owed] = await Promise.all([
    store.mailSummary(DEAD_LETTERS_SHOWN),
    oldestWaiting(store),
    lastDrain(store),
    readOwedRefresh(await adminDocuments()),
  ]);
  return { summary, waitingSince, drain, owed };
}
