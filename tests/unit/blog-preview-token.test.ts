import { describe, expect, it } from "vitest";
import { createUploadToken } from "@/lib/features/careers/upload-token";
import { createPreviewToken, previewLinkPath, verifyPreviewToken } from "@/lib/features/blog/preview-token";

const SECRET = "preview-test-secret-0123456789abcdef";
const NOW = Date.parse("2026-11-23T12:00:00.000Z");
const claim = { postId: "post-015", expiresAt: NOW / 1000 + 3600 };

describe("preview tokens", () => {
  it("name one post until they expire", () => {
    const token = createPreviewToken(SECRET, claim);
    expect(verifyPreviewToken(SECRET, token, NOW)).toEqual(claim);
    expect(verifyPreviewToken(SECRET, token, NOW + 3_599_000)).toEqual(claim);
    expect(verifyPreviewToken(SECRET, token, NOW + 3_600_000)).toBeNull();
  });

  it("refuse an edited token, another secret, and other signatures made with the same secret", () => {
    const token = createPreviewToken(SECRET, claim);
    const [payload = "", signature = ""] = token.split(".");
    const otherPost = Buffer.from(JSON.stringify({ p: "post-001", e: claim.expiresAt })).toString("base64url");
    const later = Buffer.from(JSON.stringify({ p: claim.postId, e: claim.expiresAt + 86_400 })).toString("base64url");
    const flipped = signature.slice(0, -1) + (signature.endsWith("A") ? "B" : "A");
    for (const forged of [`${otherPost}.${signature}`, `${later}.${signature}`, `${payload}.${flipped}`, `${payload}.`, payload, "", "..", `${token}x`]) {
      expect(verifyPreviewToken(SECRET, forged, NOW), forged).toBeNull();
    }
    expect(verifyPreviewToken("another-secret-0123456789abcdefghij", token, NOW)).toBeNull();
    const upload = createUploadToken(SECRET, { key: "resumes/1-abc.pdf", departmentId: "post-015", expiresAt: claim.expiresAt });
    expect(verifyPreviewToken(SECRET, upload, NOW)).toBeNull();
  });

  it("refuse a signed payload that names no document id", () => {
    expect(verifyPreviewToken(SECRET, createPreviewToken(SECRET, { postId: "../etc", expiresAt: claim.expiresAt }), NOW)).toBeNull();
  });

  it("travel in the link's query string", () => {
    const token = createPreviewToken(SECRET, claim);
    expect(previewLinkPath(token)).toBe(`/api/preview?token=${token}`);
  });
});
