import "server-only";
import { config } from "@/lib/primitives/config";
import { withDeadline } from "@/lib/primitives/firebase/deadline";
import { processWide } from "@/lib/primitives/process-wide";
import { createFirebaseFileStore } from "./firebase-storage";
import { createLocalFileStore } from "./local";
import type { FileStore } from "./port";

export { scratchFolder } from "./local";

export function fileStore(): FileStore {
  return processWide("lexor.files.store", () => {
    const settings = config();
    return settings.adapters.files === "firebase-storage"
      ? withDeadline(createFirebaseFileStore(settings), settings.STORAGE_DEADLINE_MS, "Cloud Storage")
      : createLocalFileStore(settings);
  });
}
