import type { DocumentStore } from "@/lib/ports/documents/port";
import { isResumeClaimed, RESUME_FOLDER, resumeUploadedAt } from "./resume-keys";
import type { FileStore } from "@/lib/ports/files/port";
import { UPLOAD_TOKEN_TTL_SECONDS } from "./upload-token";

/** Past the token's life plus an hour: a token checked just before it expired has claimed its résumé long before. */
export const RESUME_SWEEP_AGE_SECONDS = UPLOAD_TOKEN_TTL_SECONDS + 60 * 60;

export interface ResumeSweepReport {
  checked: number;
  deleted: string[];
}

/** Keys we did not name (no upload time in them) are never touched. */
export async function sweepUnclaimedResumes(files: FileStore, store: DocumentStore, now = Date.now()): Promise<ResumeSweepReport> {
  const cutoff = now - RESUME_SWEEP_AGE_SECONDS * 1000;
  const keys = await files.list(RESUME_FOLDER);
  const deleted: string[] = [];
  for (const key of keys) {
    const uploadedAt = resumeUploadedAt(key);
    if (uploadedAt === null || uploadedAt > cutoff) continue;
    if (await isResumeClaimed(store, key)) continue;
    await files.delete(key);
    deleted.push(key);
  }
  return { checked: keys.length, deleted };
}
