import { encodedKey } from "@/lib/ports/documents/keys";
import { COLLECTIONS, type DocumentStore } from "@/lib/ports/documents/port";

export const removedAddressKey = encodedKey;

export function isRemovedAddressIn(store: DocumentStore, path: string): Promise<boolean> {
  return store.has(COLLECTIONS.removedAddresses, removedAddressKey(path));
}
