import { createHash, randomUUID } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/*
 * Just enough of the Google Cloud Storage JSON API (and Firebase's /v0 download API) for
 * firebase-admin's Storage SDK to run unmodified against it. Requests it does not know are
 * answered 501 and recorded in `unexpected`; extend the router when the SDK needs more.
 */

export interface StoredObject {
  bytes: Buffer;
  contentType: string;
  metadata: Record<string, string>;
  generation: string;
  updated: string;
}

export interface GcsServer {
  /** For FIREBASE_STORAGE_EMULATOR_HOST: host and port, no scheme. */
  host: string;
  objects: Map<string, StoredObject>;
  unexpected: string[];
  close(): Promise<void>;
}

const CRC32C_TABLE = Array.from({ length: 256 }, (_, index) => {
  let value = index;
  for (let bit = 0; bit < 8; bit++) value = value & 1 ? (value >>> 1) ^ 0x82f63b78 : value >>> 1;
  return value >>> 0;
});

/** CRC-32C (Castagnoli) as GCS reports it: big-endian, base64. */
export function crc32c(bytes: Uint8Array): string {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC32C_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  const out = Buffer.alloc(4);
  out.writeUInt32BE((crc ^ 0xffffffff) >>> 0);
  return out.toString("base64");
}

function md5(bytes: Buffer): string {
  return createHash("md5").update(bytes).digest("base64");
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { "Content-Type": "application/json; charset=utf-8", ...headers });
  response.end(JSON.stringify(body));
}

function sendError(response: ServerResponse, status: number, message: string) {
  sendJson(response, status, { error: { code: status, message, errors: [{ message, reason: "test-server" }] } });
}

/** Splits a multipart/related upload into its JSON metadata part and its media part. */
function parseMultipart(body: Buffer, contentType: string): { metadata: Record<string, unknown>; media: Buffer } {
  const boundary = /boundary="?([^";]+)"?/.exec(contentType)?.[1];
  if (!boundary) throw new Error(`multipart upload without boundary: ${contentType}`);
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: Buffer[] = [];
  let start = body.indexOf(delimiter);
  while (start >= 0) {
    const next = body.indexOf(delimiter, start + delimiter.length);
    if (next < 0) break;
    // Each part sits between "--boundary\r\n" and "\r\n--boundary".
    parts.push(body.subarray(start + delimiter.length + 2, next - 2));
    start = next;
  }
  const [meta, media] = parts.map((part) => part.subarray(part.indexOf("\r\n\r\n") + 4));
  if (!meta || !media) throw new Error(`expected 2 multipart parts, got ${parts.length}`);
  return { metadata: JSON.parse(meta.toString("utf8")), media };
}

interface Session {
  bucket: string;
  name: string;
  contentType: string;
  metadata: Record<string, string>;
  chunks: Buffer[];
}

export async function startGcsServer(buckets: string[]): Promise<GcsServer> {
  const objects = new Map<string, StoredObject>();
  const sessions = new Map<string, Session>();
  const unexpected: string[] = [];
  let origin = "";
  let generation = Date.now();

  const id = (bucket: string, name: string) => `${bucket}/${name}`;

  function store(bucket: string, name: string, bytes: Buffer, contentType: string, metadata: Record<string, string>) {
    const object = {
      bytes,
      contentType,
      metadata,
      generation: String(++generation),
      updated: new Date().toISOString(),
    };
    objects.set(id(bucket, name), object);
    return resource(bucket, name, object);
  }

  function resource(bucket: string, name: string, object: StoredObject) {
    const path = `/b/${bucket}/o/${encodeURIComponent(name)}`;
    return {
      kind: "storage#object",
      id: `${bucket}/${name}/${object.generation}`,
      selfLink: `${origin}/storage/v1${path}`,
      mediaLink: `${origin}/download/storage/v1${path}?generation=${object.generation}&alt=media`,
      name,
      bucket,
      generation: object.generation,
      metageneration: "1",
      contentType: object.contentType,
      storageClass: "STANDARD",
      size: String(object.bytes.length),
      md5Hash: md5(object.bytes),
      crc32c: crc32c(object.bytes),
      etag: `"${object.generation}"`,
      timeCreated: object.updated,
      updated: object.updated,
      metadata: object.metadata,
    };
  }

  function sendMedia(response: ServerResponse, object: StoredObject, headers: Record<string, string> = {}) {
    response.writeHead(200, {
      "Content-Type": object.contentType,
      "Content-Length": String(object.bytes.length),
      // With these two headers the SDK checks the download's integrity, as against real GCS.
      "x-goog-hash": `crc32c=${crc32c(object.bytes)},md5=${md5(object.bytes)}`,
      "x-goog-stored-content-encoding": "identity",
      ...headers,
    });
    response.end(object.bytes);
  }

  async function upload(request: IncomingMessage, response: ServerResponse, bucket: string, url: URL) {
    const body = await readBody(request);
    const uploadType = url.searchParams.get("uploadType");
    if (request.method === "POST" && uploadType === "multipart") {
      const { metadata, media } = parseMultipart(body, request.headers["content-type"] ?? "");
      const name = url.searchParams.get("name") ?? String(metadata.name);
      const contentType = String(metadata.contentType ?? "application/octet-stream");
      return sendJson(response, 200, store(bucket, name, media, contentType, toStrings(metadata.metadata)));
    }
    if (request.method === "POST" && uploadType === "resumable") {
      const metadata = body.length ? JSON.parse(body.toString("utf8")) : {};
      const uploadId = randomUUID();
      sessions.set(uploadId, {
        bucket,
        name: url.searchParams.get("name") ?? String(metadata.name),
        contentType: String(request.headers["x-upload-content-type"] ?? metadata.contentType ?? "application/octet-stream"),
        metadata: toStrings(metadata.metadata),
        chunks: [],
      });
      const location = `${origin}/upload/storage/v1/b/${bucket}/o?uploadType=resumable&upload_id=${uploadId}`;
      return sendJson(response, 200, {}, { Location: location });
    }
    const session = sessions.get(url.searchParams.get("upload_id") ?? "");
    if (request.method === "PUT" && session) {
      session.chunks.push(body);
      const received = session.chunks.reduce((sum, chunk) => sum + chunk.length, 0);
      // "bytes 0-99/200" is one chunk of several; "bytes 0-*/*" and "bytes 100-199/200" end the upload.
      const range = /^bytes (\d+|\*)-?(\d+|\*)?\/(\d+|\*)$/.exec(String(request.headers["content-range"] ?? ""));
      const total = range?.[3] === "*" ? undefined : Number(range?.[3]);
      if (range?.[2] !== "*" && total !== received) {
        response.writeHead(308, received ? { Range: `bytes=0-${received - 1}` } : {});
        return response.end();
      }
      sessions.delete(url.searchParams.get("upload_id") ?? "");
      const bytes = Buffer.concat(session.chunks);
      return sendJson(response, 200, store(session.bucket, session.name, bytes, session.contentType, session.metadata));
    }
    return unhandled(request, response);
  }

  function objectRequest(request: IncomingMessage, response: ServerResponse, bucket: string, name: string, url: URL) {
    const object = objects.get(id(bucket, name));
    if (!object) return sendError(response, 404, `No such object: ${bucket}/${name}`);
    if (request.method === "DELETE") {
      objects.delete(id(bucket, name));
      response.writeHead(204);
      return response.end();
    }
    if (request.method !== "GET") return unhandled(request, response);
    if (url.searchParams.get("alt") === "media") return sendMedia(response, object);
    return sendJson(response, 200, resource(bucket, name, object));
  }

  /** Objects of a bucket whose names start with `prefix`, two to a page so the SDK's paging is exercised. */
  function list(response: ServerResponse, bucket: string, url: URL) {
    const prefix = url.searchParams.get("prefix") ?? "";
    const names = [...objects.keys()]
      .filter((key) => key.startsWith(`${bucket}/${prefix}`))
      .map((key) => key.slice(bucket.length + 1))
      .sort();
    const start = Number(url.searchParams.get("pageToken") ?? 0);
    const page = names.slice(start, start + 2);
    const items = page.map((name) => resource(bucket, name, objects.get(id(bucket, name)) as StoredObject));
    const more = start + 2 < names.length;
    return sendJson(response, 200, { kind: "storage#objects", items, ...(more ? { nextPageToken: String(start + 2) } : {}) });
  }

  /** Firebase's download API: metadata with the download tokens, or media with a valid token. */
  function firebaseRequest(request: IncomingMessage, response: ServerResponse, bucket: string, name: string, url: URL) {
    const object = objects.get(id(bucket, name));
    if (request.method !== "GET") return unhandled(request, response);
    if (!object) return sendError(response, 404, `No such object: ${bucket}/${name}`);
    const tokens = object.metadata.firebaseStorageDownloadTokens;
    if (url.searchParams.get("alt") !== "media") {
      return sendJson(response, 200, { name, bucket, contentType: object.contentType, downloadTokens: tokens });
    }
    const token = url.searchParams.get("token");
    // Without a token real Firebase consults the security rules; here everything but résumés is public.
    const allowed = token ? (tokens?.split(",") ?? []).includes(token) : !name.startsWith("resumes/");
    return allowed ? sendMedia(response, object) : sendError(response, 403, "Permission denied");
  }

  /** A V4 signed URL: path-style `/{bucket}/{name}`. The signature itself is not checked. */
  function signedRequest(request: IncomingMessage, response: ServerResponse, bucket: string, name: string, url: URL) {
    const object = objects.get(id(bucket, name));
    const date = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(url.searchParams.get("X-Goog-Date") ?? "");
    if (request.method !== "GET" || !date) return unhandled(request, response);
    const [year = 0, month = 1, day = 0, hour = 0, minute = 0, second = 0] = date.slice(1).map(Number);
    const signedAt = Date.UTC(year, month - 1, day, hour, minute, second);
    const expiresAt = signedAt + Number(url.searchParams.get("X-Goog-Expires")) * 1000;
    if (Date.now() >= expiresAt) return sendError(response, 400, "ExpiredToken");
    if (!object) return sendError(response, 404, `No such object: ${bucket}/${name}`);
    const disposition = url.searchParams.get("response-content-disposition");
    return sendMedia(response, object, disposition ? { "Content-Disposition": disposition } : {});
  }

  function unhandled(request: IncomingMessage, response: ServerResponse) {
    const line = `${request.method} ${request.url}`;
    unexpected.push(line);
    console.warn(`[gcs-server] unhandled request: ${line}`);
    sendError(response, 501, `gcs-server does not implement ${line}`);
  }

  async function route(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? "/", origin);
    // The SDK uses /storage/v1 against Google but drops it when pointed at an emulator.
    const path = url.pathname.replace(/^\/storage\/v1(?=\/)/, "");
    const uploadPath = /^\/upload\/storage\/v1\/b\/([^/]+)\/o$/.exec(path);
    const objectPath = /^\/b\/([^/]+)\/o\/(.+)$/.exec(path);
    const bucketPath = /^\/b\/([^/]+)$/.exec(path);
    const listPath = /^\/b\/([^/]+)\/o$/.exec(path);
    const firebasePath = /^\/v0\/b\/([^/]+)\/o\/(.+)$/.exec(path);
    const signedPath = url.searchParams.has("X-Goog-Signature") ? /^\/([^/]+)\/(.+)$/.exec(path) : null;
    const known = (name: string | undefined): name is string => name !== undefined && buckets.includes(name);

    if (uploadPath && known(uploadPath[1])) return upload(request, response, uploadPath[1], url);
    if (objectPath?.[2] && known(objectPath[1])) {
      return objectRequest(request, response, objectPath[1], decodeURIComponent(objectPath[2]), url);
    }
    if (listPath?.[1] && known(listPath[1]) && request.method === "GET") return list(response, listPath[1], url);
    if (firebasePath?.[2] && known(firebasePath[1])) {
      return firebaseRequest(request, response, firebasePath[1], decodeURIComponent(firebasePath[2]), url);
    }
    if (signedPath?.[2] && known(signedPath[1])) {
      return signedRequest(request, response, signedPath[1], decodeURIComponent(signedPath[2]), url);
    }
    if (bucketPath?.[1] && request.method === "GET") {
      if (!known(bucketPath[1])) return sendError(response, 404, `No such bucket: ${bucketPath[1]}`);
      return sendJson(response, 200, { kind: "storage#bucket", id: bucketPath[1], name: bucketPath[1] });
    }
    if (uploadPath || objectPath || firebasePath || listPath) return sendError(response, 404, "No such bucket");
    return unhandled(request, response);
  }

  const server = createServer((request, response) => {
    route(request, response).catch((error: unknown) => {
      console.warn("[gcs-server] request failed:", error);
      if (!response.headersSent) sendError(response, 500, String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;

  return {
    host: `127.0.0.1:${port}`,
    objects,
    unexpected,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

function toStrings(value: unknown): Record<string, string> {
  if (!value || typeof value !== "object") return {};
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, String(item)]));
}
