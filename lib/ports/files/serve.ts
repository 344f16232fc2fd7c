import "server-only";
import { config } from "@/lib/primitives/config";
import { fileStore } from "@/lib/ports/files";
import { isPublicKey, isSafeKey } from "@/lib/ports/files/keys";
import type { StoredFile } from "@/lib/ports/files/port";
import { verifyDownload } from "@/lib/ports/files/signing";
import { STORED_FILE_POLICY } from "@/lib/primitives/security/headers";
import { signingSecret } from "@/lib/primitives/security/signing-secret";

// Only the local adapter serves files through the site; with Firebase Storage both routes answer 404.

// Types a browser would run as a document of our origin if opened directly: sent as downloads.
const ACTIVE_TYPES = /^(?:text\/html|application\/xhtml\+xml|image\/svg\+xml|text\/xml|application\/xml|application\/pdf)\b/i;

function jsonError(status: number, error: string): Response {
  return Response.json({ error }, { status, headers: { "Cache-Control": "no-store" } });
}

function attachment(key: string): string {
  const name = key.slice(key.lastIndexOf("/") + 1);
  const ascii = name.replace(/[^A-Za-z0-9._-]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

function fileResponse(file: StoredFile, headers: Record<string, string>): Response {
  // slice() copies into a plain ArrayBuffer; Response bodies may not be views of shared memory.
  return new Response(file.bytes.slice(), {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.bytes.byteLength),
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": STORED_FILE_POLICY,
      ...headers,
    },
  });
}

export async function serveSignedFile(request: Request, keySegments: string[]): Promise<Response> {
  const store = fileStore();
  const key = keySegments.join("/");
  if (store.kind !== "local" || !isSafeKey(key)) return jsonError(404, "Not found");
  const query = new URL(request.url).searchParams;
  if (!verifyDownload(signingSecret(config()), key, query.get("expires"), query.get("signature"))) {
    return jsonError(403, "This download link is invalid or has expired");
  }
  const file = await store.get(key);
  if (!file) return jsonError(404, "Not found");
  return fileResponse(file, {
    "Content-Disposition": attachment(key),
    "Cache-Control": "private, no-store",
  });
}

// Its key must change when its content does: caches keep it a year.
export async function servePublicFile(keySegments: string[]): Promise<Response> {
  const store = fileStore();
  const key = keySegments.join("/");
  if (store.kind !== "local" || !isPublicKey(key)) return jsonError(404, "Not found");
  const file = await store.get(key);
  if (!file) return jsonError(404, "Not found");
  return fileResponse(file, {
    "Cache-Control": "public, max-age=31536000, immutable",
    ...(ACTIVE_TYPES.test(file.contentType) ? { "Content-Disposition": attachment(key) } : {}),
  });
}
