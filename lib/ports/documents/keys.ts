import "server-only";
import { randomBytes } from "node:crypto";

export function timestampKey(now = Date.now()): string {
  return `${now}-${randomBytes(4).toString("hex")}`;
}

export function likeKey(postId: string, visitorId: string): string {
  return `${postId}__${visitorId}`;
}

/** Firestore ids cannot contain "/", which every storage key and page address does. */
export function resumeClaimKey(resumeKey: string): string {
  return Buffer.from(resumeKey).toString("base64url");
}

export const removedAddressKey = resumeClaimKey;
