import "server-only";
import type { ContentEditDependencies } from "@/lib/features/content/edits";
import { adminDocuments } from "@/lib/features/content/store";
import { refreshOwed } from "@/lib/features/revalidation/retry";
import type { AdminDocumentStore } from "@/lib/ports/documents/port";
import { fileStore } from "@/lib/ports/files";

export async function contentEditContext(): Promise<ContentEditDependencies> {
  return { store: await adminDocuments(), files: fileStore() };
}

/** The same refresh the webhook makes for content:push, in this process; what fails stays owed and the retry finishes it. */
export async function refreshSite(store: AdminDocumentStore): Promise<"done" | "owed"> {
  return (await refreshOwed({ store: async () => store, force: true })) === "owed" ? "owed" : "done";
}
