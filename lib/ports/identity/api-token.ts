import "server-only";
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { API_TOKEN } from "@/lib/ports/identity/port";

export const apiTokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

export function newApiToken(): { id: string; token: string; hash: string } {
  const id = randomBytes(8).toString("hex");
  const token = `lxr_${id}_${randomBytes(32).toString("base64url")}`;
  return { id, token, hash: apiTokenHash(token) };
}

export const apiTokenId = (token: string): string | null => API_TOKEN.exec(token)?.[1] ?? null;

export const sameHash = (stored: string, token: string) => {
  const given = Buffer.from(apiTokenHash(token), "hex");
  const kept = Buffer.from(stored, "hex");
  return kept.length === given.length && timingSafeEqual(kept, given);
};
