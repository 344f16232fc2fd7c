import { randomBytes } from "node:crypto";
import { RESUME_EXTENSIONS, type ResumeExtension } from "@/lib/careers/resume-limits";

/** The folder résumés are stored in. */
export const RESUME_FOLDER = "resumes";
const RESUME_PREFIX = `${RESUME_FOLDER}/`;

/** A fresh, unguessable key for an uploaded résumé. */
export function resumeKey(extension: ResumeExtension): string {
  // Callers pass values derived from uploads, so the type alone is not a guarantee.
  if (!(RESUME_EXTENSIONS as readonly string[]).includes(extension)) {
    throw new Error(`Unsupported résumé extension: ${JSON.stringify(extension)}`);
  }
  return `${RESUME_PREFIX}${Date.now()}-${randomBytes(4).toString("hex")}.${extension}`;
}

/** When a résumé was uploaded, read from its key (`resumes/{ms}-{random}.{ext}`); null for keys we did not name. */
export function resumeUploadedAt(key: string): number | null {
  const match = /^resumes\/(\d{13})-[0-9a-f]{8}\.[a-z]+$/.exec(key);
  return match ? Number(match[1]) : null;
}

/**
 * True for relative, slash-separated keys that cannot climb out of the store's root on any
 * backend. Segments starting with a dot are refused too: besides `.` and `..` they would reach
 * the local store's own bookkeeping folder.
 */
export function isSafeKey(key: string): boolean {
  if (key === "" || key.length > 1024) return false;
  if (key.includes("\\") || key.includes("\0") || key.startsWith("/")) return false;
  return key.split("/").every((segment) => segment !== "" && !segment.startsWith("."));
}

export function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) throw new Error(`Unsafe file key: ${JSON.stringify(key)}`);
}

/**
 * Public keys may be served to anyone; résumés never are. Compared case-insensitively because
 * `Resumes/x.pdf` is the same file as `resumes/x.pdf` on case-insensitive disks.
 */
export function isPublicKey(key: string): boolean {
  if (!isSafeKey(key)) return false;
  const lower = key.toLowerCase();
  return lower !== RESUME_PREFIX.slice(0, -1) && !lower.startsWith(RESUME_PREFIX);
}
