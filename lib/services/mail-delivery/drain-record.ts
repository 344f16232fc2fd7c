import "server-only";
import type { DocumentStore } from "@/lib/ports/documents/port";
import { COLLECTIONS } from "@/lib/services/collections";
import type { DrainReport } from "./worker";

const LAST = { collection: COLLECTIONS.mailDrains, id: "last" } as const;

export interface LastDrain extends Omit<DrainReport, "more"> {
  at: string;
  by: string;
}

/** Only the scheduled drains are recorded: the server's own worker passes every second and would write as often. */
export async function recordDrain(store: DocumentStore, report: DrainReport, by: string, at = new Date()): Promise<void> {
  const { sent, retrying, dead, cancelled, released } = report;
  const data = { at: at.toISOString(), by, sent, retrying, dead, cancelled, released };
  for (const op of ["update", "create", "update"] as const) {
    if ((await store.commit([{ op, ...LAST, data }])).committed) return;
  }
}

export async function lastDrain(store: DocumentStore): Promise<LastDrain | null> {
  const data = await store.get(LAST.collection, LAST.id);
  return typeof data?.at === "string" ? (data as unknown as LastDrain) : null;
}
