import "server-only";
import { randomBytes } from "node:crypto";
import { encodedKey } from "@/lib/ports/documents/keys";
import type { DocumentStore } from "@/lib/ports/documents/port";
import { COLLECTIONS } from "@/lib/services/collections";
import { PRIVATE_FOLDER } from "@/lib/ports/files/keys";
import { RESUME_EXTENSIONS, type ResumeExtension } from "./resume-limits";

/** The private folder: résumés are never served to the public. */
export const RESUME_FOLDER = PRIVATE_FOLDER;

export function resumeKey(extension: ResumeExtension): string {
  // Callers pass values derived from uploads, so the type alone is not a guarantee.
  if (!(RESUME_EXTENSIONS as readonly string[]).includes(extension)) {
    throw new Error(`Unsupported résumé extension: ${JSON.stringify(extension)}`);
  }
  return `${RESUME_FOLDER}/${Date.now()}-${randomBytes(4).toString("hex")}.${extension}`;
}

export function resumeUploadedAt(key: string): number | null {
  const match = /^resumes\/(\d{13})-[0-9a-f]{8}\.[a-z]+$/.exec(key);
  return match ? Number(match[1]) : null;
}

export const resumeClaimKey = encodedKey;

export function isResumeClaimed(store: DocumentStore, key: string): Promise<boolean> {
  return store.has(COLLECTIONS.resumeClaims, resumeClaimKey(key));
}
