import { describe, expect, it } from "vitest";
import { createPreviewToken, verifyPreviewToken } from "@/lib/features/blog/preview-token";
import { createUploadToken, verifyUploadToken } from "@/lib/features/careers/upload-token";
import { signDownload, verifyDownload } from "@/lib/ports/files/signing";
import { createUnsubscribeToken, emailFromUnsubscribeToken } from "@/lib/features/newsletter/unsubscribe-token";

const SECRET = "a-secret-long-enough-for-every-signature-here";
const BASE64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
const expiresAt = Math.floor(Date.now() / 1000) + 3_600;

/** Every other spelling of the text's last character: some decode to the same bytes. */
const lastCharacterVariants = (text: string) =>
  [...BASE64URL].filter((character) => character !== text.at(-1)).map((character) => text.slice(0, -1) + character);

describe("signed links refuse every altered signature, including spellings that decode to the same digest", () => {
  it("résumé downloads", () => {
    const key = "resumes/1-abcdef01.pdf";
    const signature = signDownload(SECRET, key, expiresAt);
    expect(verifyDownload(SECRET, key, String(expiresAt), signature)).toBe(true);
    for (const variant of lastCharacterVariants(signature)) {
      expect(verifyDownload(SECRET, key, String(expiresAt), variant), variant).toBe(false);
    }
  });

  it("post previews", () => {
    const token = createPreviewToken(SECRET, { postId: "post-1", expiresAt });
    expect(verifyPreviewToken(SECRET, token)).toEqual({ postId: "post-1", expiresAt });
    for (const variant of lastCharacterVariants(token)) expect(verifyPreviewToken(SECRET, variant), variant).toBeNull();
  });

  it("résumé upload tokens", () => {
    const token = createUploadToken(SECRET, { key: "resumes/1-abcdef01.pdf", departmentId: "engineering", expiresAt });
    expect(verifyUploadToken(SECRET, token).ok).toBe(true);
    for (const variant of lastCharacterVariants(token)) {
      expect(verifyUploadToken(SECRET, variant), variant).toEqual({ ok: false, reason: "invalid" });
    }
  });

  it("unsubscribe links", () => {
    const token = createUnsubscribeToken(SECRET, "reader@example.com");
    expect(emailFromUnsubscribeToken(SECRET, token)).toBe("reader@example.com");
    for (const variant of lastCharacterVariants(token)) expect(emailFromUnsubscribeToken(SECRET, variant), variant).toBeNull();
  });
});
