import { DOCUMENT_ID_PATTERN } from "@/lib/primitives/domain/file-fields";
import { openClaim, sealClaim } from "@/lib/primitives/security/signature";

/** Preview links last a day unless the command asks for another span (up to 30 days). */
export const PREVIEW_DEFAULT_HOURS = 24;
export const PREVIEW_MAX_HOURS = 30 * 24;

export interface PreviewClaim {
  postId: string;
  /** Unix seconds. */
  expiresAt: number;
}

// Its own purpose string, so no other signature made with the same secret can pass as a preview.
const PURPOSE = "lexor-post-preview-v1";

/** Where a preview link points: the route that checks the token and opens the post. */
export const previewLinkPath = (token: string) => `/api/preview?token=${encodeURIComponent(token)}`;

/** An opaque token that lets its holder see one post, published or not, until it expires. */
export function createPreviewToken(secret: string, claim: PreviewClaim): string {
  return sealClaim(secret, PURPOSE, { p: claim.postId, e: claim.expiresAt });
}

function decode(data: unknown): PreviewClaim | null {
  if (typeof data !== "object" || data === null) return null;
  const { p, e } = data as Record<string, unknown>;
  if (typeof p !== "string" || !DOCUMENT_ID_PATTERN.test(p) || typeof e !== "number" || !Number.isInteger(e)) return null;
  return { postId: p, expiresAt: e };
}

/** The post a token names, or null when it was altered, is malformed or has expired. */
export function verifyPreviewToken(secret: string, token: string, now = Date.now()): PreviewClaim | null {
  const claim = decode(openClaim(secret, PURPOSE, token, 400));
  return claim && claim.expiresAt * 1000 > now ? claim : null;
}
