import "server-only";
import { config } from "@/lib/config";
import { firebaseAdminApp } from "@/lib/firebase/admin";
import { createFirestoreDocumentStore } from "@/lib/documents/firestore";
import type { DocumentStore } from "@/lib/documents/port";
import { createSqliteDocumentStore } from "@/lib/documents/sqlite";

let store: Promise<DocumentStore> | undefined;

async function open(): Promise<DocumentStore> {
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

/** The documents adapter that configuration selects, opened once per process. */
export function documents(): Promise<DocumentStore> {
  store ??= open().catch((error: unknown) => {
    store = undefined;
    throw error;
  });
  return store;
}
