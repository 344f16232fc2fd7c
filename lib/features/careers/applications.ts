import type { DocumentStore } from "@/lib/ports/documents/port";
import { COLLECTIONS } from "@/lib/services/collections";
import type { Application } from "@/lib/primitives/domain/application";

export async function getApplication(store: DocumentStore, id: string): Promise<Application | null> {
  return (await store.get(COLLECTIONS.applications, id)) as Application | null;
}
