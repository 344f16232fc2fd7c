import "server-only";
import { config } from "@/lib/primitives/config";
import { withDeadline } from "@/lib/primitives/firebase/deadline";
import { createFirebaseFileStore } from "./firebase-storage";
import { createLocalFileStore } from "./local";
import type { FileStore } from "./port";

export { scratchFolder } from "./local";

let store: FileStore | undefined;

/** The process-wide file store, chosen by configuration. */
export function fileStore(): FileStore {
  if (!store) {
    const settings = config();
    store =
      settings.adapters.files === "firebase-storage"
        ? withDeadline(createFirebaseFileStore(settings), settings.STORAGE_DEADLINE_MS, "Cloud Storage")
        : createLocalFileStore(settings);
  }
  return store;
}
