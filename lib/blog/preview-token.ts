import { createHmac, timingSafeEqual } from "node:crypto";
import { DOCUMENT_ID_PATTERN } from "@/lib/domain/file-fields";

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

function sign(secret: string, payload: string): Buffer {
  return createHmac("sha256", secret).update(`${PURPOSE}\n${payload}`).digest();
}

/** Where a preview link points: the route that checks the token and opens the post. */
export const previewLinkPath = (token: string) => `/api/preview?token=${encodeURIComponent(token)}`;

/** An opaque token that lets its holder see one post, published or not, until it expires. */
export function createPreviewToken(secret: string, claim: PreviewClaim): string {
  const payload = Buffer.from(JSON.stringify({ p: claim.postId, e: claim.expiresAt })).toString("base64url");
  return `${payload}.${sign(secret, payload).toString("base64url")}`;
}

function decode(payload: string): PreviewClaim | null {
  try {
    const data: unknown = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
    if (typeof data !== "object" || data === null) return null;
    const { p, e } = data as Record<string, unknown>;
    if (typeof p !== "string" || !DOCUMENT_ID_PATTERN.test(p) || typeof e !== "number" || !Number.isInteger(e)) return null;
    return { postId: p, expiresAt: e };
  } catch {
    return null;
  }
}

/** The post a token names, or null when it was altered, is malformed or has expired. */
export function verifyPreviewToken(secret: string, token: string, now = Date.now()): PreviewClaim | null {
  const match = /^([A-Za-z0-9_-]{1,400})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match?.[1] || !match[2]) return null;
  const [, payload, signature] = match;
  if (!timingSafeEqual(sign(secret, payload), Buffer.from(signature, "base64url"))) return null;
  const claim = decode(payload);
  return claim && claim.expiresAt * 1000 > now ? claim : null;
}
