import "server-only";
import { randomBytes } from "node:crypto";

let lastMillisecond = Number.NaN;
let lastSuffix = 0;

/**
 * A unique key that sorts by time and, within one process, in the order it was made: in the same
 * millisecond the suffix counts up from a random start in the lower half, so a history's entries
 * keep their order (monotonic, as ULID's are).
 */
export function timestampKey(now = Date.now()): string {
  lastSuffix = now === lastMillisecond ? lastSuffix + 1 : randomBytes(4).readUInt32BE() >>> 1;
  lastMillisecond = now;
  return `${now}-${lastSuffix.toString(16).padStart(8, "0")}`;
}

/** Firestore ids cannot contain "/", which storage keys and page addresses do. */
export function encodedKey(text: string): string {
  return Buffer.from(text).toString("base64url");
}
