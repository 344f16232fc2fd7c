import { isSafeKey } from "@/lib/ports/files/keys";
import { openClaim, sealClaim } from "@/lib/primitives/security/signature";

export const UPLOAD_TOKEN_TTL_SECONDS = 24 * 60 * 60;

export interface UploadClaim {
  key: string;
  departmentId: string;
  /** Unix seconds. */
  expiresAt: number;
}

export type UploadTokenCheck = { ok: true; claim: UploadClaim } | { ok: false; reason: "invalid" | "expired" };

// Its own purpose string, so a résumé download signature can never pass as an upload token.
const PURPOSE = "lexor-resume-upload-v1";

export function createUploadToken(secret: string, claim: UploadClaim): string {
  return sealClaim(secret, PURPOSE, { k: claim.key, d: claim.departmentId, e: claim.expiresAt });
}

function decode(data: unknown): UploadClaim | null {
  if (typeof data !== "object" || data === null) return null;
  const { k, d, e } = data as Record<string, unknown>;
  if (typeof k !== "string" || typeof d !== "string" || typeof e !== "number" || !Number.isInteger(e)) return null;
  if (!isSafeKey(k) || !k.startsWith("resumes/")) return null;
  return { key: k, departmentId: d, expiresAt: e };
}

export function verifyUploadToken(secret: string, token: string, now = Date.now()): UploadTokenCheck {
  const claim = decode(openClaim(secret, PURPOSE, token, 1500));
  if (!claim) return { ok: false, reason: "invalid" };
  if (claim.expiresAt * 1000 <= now) return { ok: false, reason: "expired" };
  return { ok: true, claim };
}
