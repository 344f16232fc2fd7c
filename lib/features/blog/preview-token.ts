import { DOCUMENT_ID_PATTERN } from "@/lib/primitives/domain/file-fields";
import { openClaim, sealClaim } from "@/lib/primitives/security/signature";

export const PREVIEW_DEFAULT_HOURS = 24;
export const PREVIEW_MAX_HOURS = 30 * 24;

export interface PreviewClaim {
  postId: string;
  /** Unix seconds. */
  expiresAt: number;
}

// Its own purpose string, so no other signature made with the same secret can pass as a preview.
const PURPOSE = "lexor-post-preview-v1";

export const previewLinkPath = (token: string) => `/api/preview?token=${encodeURIComponent(token)}`;

export function createPreviewToken(secret: string, claim: PreviewClaim): string {
  return sealClaim(secret, PURPOSE, { p: claim.postId, e: claim.expiresAt });
}

function decode(data: unknown): PreviewClaim | null {
  if (typeof data !== "object" || data === null) return null;
  const { p, e } = data as Record<string, unknown>;
  if (typeof p !== "string" || !DOCUMENT_ID_PATTERN.test(p) || typeof e !== "number" || !Number.isInteger(e)) return null;
  return { postId: p, expiresAt: e };
}

export function verifyPreviewToken(secret: string, token: string, now = Date.now()): PreviewClaim | null {
  const claim = decode(openClaim(secret, PURPOSE, token, 400));
  return claim && claim.expiresAt * 1000 > now ? claim : null;
}
