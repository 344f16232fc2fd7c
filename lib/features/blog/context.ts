import { documents } from "@/lib/features/content/store";
import type { DocumentStore } from "@/lib/ports/documents/port";

export interface BlogDependencies {
  store: DocumentStore;
}

export async function blogContext(): Promise<BlogDependencies> {
  return { store: await documents() };
}
