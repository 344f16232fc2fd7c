import "server-only";
import { randomBytes } from "node:crypto";

export function timestampKey(now = Date.now()): string {
  return `${now}-${randomBytes(4).toString("hex")}`;
}

/** Firestore ids cannot contain "/", which storage keys and page addresses do. */
export function encodedKey(text: string): string {
  return Buffer.from(text).toString("base64url");
}
