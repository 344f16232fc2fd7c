import "server-only";
import { config } from "@/lib/config";
import { documents } from "@/lib/documents";
import { fileStore } from "@/lib/files";
import { firebaseAdminApp } from "@/lib/firebase/admin";
import { processWide } from "@/lib/process-wide";
import type { InboxDependencies } from "./inbox";
import { createFirestoreStaffStore } from "./store/firestore";
import type { StaffStore } from "./store/port";
import { createSqliteStaffStore } from "./store/sqlite";

const opened = processWide("lexor.staff.store", (): { store?: StaffStore } => ({}));

/** The documents, files and inbox queries of the configured adapters. */
export async function inboxContext(): Promise<InboxDependencies> {
  const settings = config();
  const store = await documents();
  opened.store ??=
    settings.adapters.documents === "firestore" ? createFirestoreStaffStore(firebaseAdminApp(settings)) : createSqliteStaffStore(settings.sqlitePath);
  return { store, staffStore: opened.store, files: fileStore() };
}
