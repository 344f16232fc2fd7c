import { encodedKey } from "@/lib/ports/documents/keys";
import type { DocumentStore } from "@/lib/ports/documents/port";
import { COLLECTIONS } from "@/lib/services/collections";

export const removedAddressKey = encodedKey;

export function isRemovedAddressIn(store: DocumentStore, path: string): Promise<boolean> {
  return store.has(COLLECTIONS.removedAddresses, removedAddressKey(path));
}
