import { describe, expect, it } from "vitest";
import { createUploadToken, verifyUploadToken } from "@/lib/features/careers/upload-token";
import { signDownload } from "@/lib/ports/files/signing";

const SECRET = "unit-test-secret-0123456789abcdef0123456789";
const NOW = Date.UTC(2026, 10, 21, 12, 0, 0);
const claim = { key: "resumes/1795238900063-60b1abeb.pdf", departmentId: "engineering", expiresAt: NOW / 1000 + 3600 };

describe("résumé upload tokens", () => {
  it("round-trips the key, the department and the expiry", () => {
    const token = createUploadToken(SECRET, claim);
    expect(token).not.toContain("resumes/");
    expect(verifyUploadToken(SECRET, token, NOW)).toEqual({ ok: true, claim });
  });

  it("refuses a token signed with another secret", () => {
    const token = createUploadToken("another-secret-0123456789abcdef0123456789", claim);
    expect(verifyUploadToken(SECRET, token, NOW)).toEqual({ ok: false, reason: "invalid" });
  });

  it("refuses a token whose payload was changed after signing", () => {
    const [, signature] = createUploadToken(SECRET, claim).split(".");
    const forgedPayload = Buffer.from(JSON.stringify({ k: "resumes/someone-else.pdf", d: "engineering", e: claim.expiresAt })).toString("base64url");
    expect(verifyUploadToken(SECRET, `${forgedPayload}.${signature}`, NOW).ok).toBe(false);
  });

  it("refuses an expired token", () => {
    const token = createUploadToken(SECRET, claim);
    expect(verifyUploadToken(SECRET, token, claim.expiresAt * 1000)).toEqual({ ok: false, reason: "expired" });
  });

  it("refuses keys outside the résumé folder even when signed", () => {
    for (const key of ["brands/logo.svg", "resumes/../signing-secret", "/etc/passwd", "resumes/.tmp/x"]) {
      const token = createUploadToken(SECRET, { ...claim, key });
      expect(verifyUploadToken(SECRET, token, NOW).ok, key).toBe(false);
    }
  });

  it("does not accept a résumé download signature as an upload token", () => {
    const payload = Buffer.from(JSON.stringify({ k: claim.key, d: claim.departmentId, e: claim.expiresAt })).toString("base64url");
    const downloadSignature = signDownload(SECRET, claim.key, claim.expiresAt);
    expect(verifyUploadToken(SECRET, `${payload}.${downloadSignature}`, NOW).ok).toBe(false);
  });

  it("refuses garbage without throwing", () => {
    for (const token of ["", "abc", "a.b", `${"x".repeat(3000)}.${"y".repeat(43)}`, "e30.aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa"]) {
      expect(verifyUploadToken(SECRET, token, NOW).ok).toBe(false);
    }
  });
});
