import "server-only";

/** The one private folder: what a feature stores there is never served to the public. */
export const PRIVATE_FOLDER = "resumes";
const PRIVATE_PREFIX = `${PRIVATE_FOLDER}/`;

// Dot segments are refused: besides `.` and `..` they would reach the local store's bookkeeping folder.
export function isSafeKey(key: string): boolean {
  if (key === "" || key.length > 1024) return false;
  if (key.includes("\\") || key.includes("\0") || key.startsWith("/")) return false;
  return key.split("/").every((segment) => segment !== "" && !segment.startsWith("."));
}

export function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) throw new Error(`Unsafe file key: ${JSON.stringify(key)}`);
}

// Case-insensitive: `Resumes/x.pdf` is `resumes/x.pdf` on case-insensitive disks.
export function isPublicKey(key: string): boolean {
  if (!isSafeKey(key)) return false;
  const lower = key.toLowerCase();
  return lower !== PRIVATE_PREFIX.slice(0, -1) && !lower.startsWith(PRIVATE_PREFIX);
}
