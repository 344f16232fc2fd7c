import "server-only";
import { config } from "@/lib/config";
import { firebaseAdminApp } from "@/lib/firebase/admin";
import { createFirestoreDocumentStore } from "@/lib/documents/firestore";
import type { AdminDocumentStore, DocumentStore } from "@/lib/documents/port";
import { createSqliteDocumentStore } from "@/lib/documents/sqlite";
import { processWide } from "@/lib/process-wide";

/**
 * The store this process opened, process-wide so that it opens, and seeds, its database once: with
 * one store per server chunk, a route could open the database while another copy was still seeding
 * it, see content already there, skip the seed and read a department that was not written yet.
 */
const opening = processWide("lexor.documents.opened", (): { store?: Promise<AdminDocumentStore> } => ({}));

async function open(): Promise<AdminDocumentStore> {
  const settings = config();
  if (settings.adapters.documents === "firestore") {
    return createFirestoreDocumentStore(firebaseAdminApp(settings));
  }
  const sqlite = createSqliteDocumentStore(settings.sqlitePath);
  if (settings.seedDemoContent) {
    // Loaded only here, so a Firestore deployment never bundles the demo content path.
    const { seedUntilComplete } = await import("@/lib/seed/seed");
    await seedUntilComplete(sqlite, `${settings.sqlitePath}.seeding`);
  }
  return sqlite;
}

function opened(): Promise<AdminDocumentStore> {
  opening.store ??= open().catch((error: unknown) => {
    opening.store = undefined;
    throw error;
  });
  return opening.store;
}

/** The documents adapter that configuration selects, opened once per process. */
export function documents(): Promise<DocumentStore> {
  return opened();
}

/** The same store with whole-document access, for the operator's commands (seed, content push and preview). */
export function adminDocuments(): Promise<AdminDocumentStore> {
  return opened();
}
