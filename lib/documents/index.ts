import "server-only";
import { config } from "@/lib/config";
import { firebaseAdminApp } from "@/lib/firebase/admin";
import { createFirestoreDocumentStore } from "@/lib/documents/firestore";
import type { AdminDocumentStore, DocumentStore } from "@/lib/documents/port";
import { createSqliteDocumentStore } from "@/lib/documents/sqlite";

let store: Promise<AdminDocumentStore> | undefined;

async function open(): Promise<AdminDocumentStore> {
  const settings = config();
  if (settings.adapters.documents === "firestore") {
    return createFirestoreDocumentStore(firebaseAdminApp(settings));
  }
  const sqlite = createSqliteDocumentStore(settings.sqlitePath);
  if (settings.seedDemoContent) {
    // Loaded only here, so a Firestore deployment never bundles the demo content path.
    const { seedIfEmpty } = await import("@/lib/seed/seed");
    await seedIfEmpty(sqlite);
  }
  return sqlite;
}

function opened(): Promise<AdminDocumentStore> {
  store ??= open().catch((error: unknown) => {
    store = undefined;
    throw error;
  });
  return store;
}

/** The documents adapter that configuration selects, opened once per process. */
export function documents(): Promise<DocumentStore> {
  return opened();
}

/** The same store with whole-document access, for the operator's commands (seed, content push and preview). */
export function adminDocuments(): Promise<AdminDocumentStore> {
  return opened();
}
