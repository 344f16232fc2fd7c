import "server-only";
import { adminDocuments as openAdmin, documents as openServed } from "@/lib/ports/documents";
import type { AdminDocumentStore, DocumentStore } from "@/lib/ports/documents/port";
import { config } from "@/lib/primitives/config";
import { processWide } from "@/lib/primitives/process-wide";

/** Process-wide: with one module per server chunk, a route could read while another copy was still seeding. */
const seeding = processWide("lexor.documents.seeded", (): { done?: Promise<void> } => ({}));

export function demoContentSeeded(): Promise<void> {
  const settings = config();
  if (settings.adapters.documents === "firestore" || !settings.seedDemoContent) return Promise.resolve();
  seeding.done ??= openAdmin()
    .then(async (store) => {
      // Loaded only here, so a Firestore deployment never bundles the demo content path.
      const { seedUntilComplete } = await import("@/lib/features/content/seed");
      await seedUntilComplete(store, `${settings.sqlitePath}.seeding`);
    })
    .catch((error: unknown) => {
      seeding.done = undefined;
      throw error;
    });
  return seeding.done;
}

export async function documents(): Promise<DocumentStore> {
  await demoContentSeeded();
  return openServed();
}

export async function adminDocuments(): Promise<AdminDocumentStore> {
  await demoContentSeeded();
  return openAdmin();
}
