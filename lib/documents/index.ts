import "server-only";
import { config } from "@/lib/config";
import { firebaseAdminApp } from "@/lib/firebase/admin";
import { createFirestoreDocumentStore } from "@/lib/documents/firestore";
import type { AdminDocumentStore, DocumentStore } from "@/lib/documents/port";
import { createSqliteDocumentStore } from "@/lib/documents/sqlite";

/**
 * Next bundles this module into more than one server chunk (route handlers, pages), and each copy
 * has its own module state. The opened store is kept on `globalThis` so that a process opens, and
 * seeds, its database once: with one store per copy, a route could open the database while another
 * copy was still seeding it, see content already there, skip the seed and read a department that
 * was not written yet.
 */
const OPENED = Symbol.for("lexor.documents.opened");
const thisProcess = globalThis as { [OPENED]?: Promise<AdminDocumentStore> };

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
  thisProcess[OPENED] ??= open().catch((error: unknown) => {
    thisProcess[OPENED] = undefined;
    throw error;
  });
  return thisProcess[OPENED];
}

/** The documents adapter that configuration selects, opened once per process. */
export function documents(): Promise<DocumentStore> {
  return opened();
}

/** The same store with whole-document access, for the operator's commands (seed, content push and preview). */
export function adminDocuments(): Promise<AdminDocumentStore> {
  return opened();
}
