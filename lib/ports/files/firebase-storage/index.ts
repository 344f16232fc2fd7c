import "server-only";
import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { getDownloadURL, getStorage } from "firebase-admin/storage";
import type { ServerConfig } from "@/lib/primitives/config";
import { assertContentType } from "@/lib/ports/files/content-type";
import { assertSafeKey, isPublicKey } from "@/lib/ports/files/keys";
import type { FileStore } from "@/lib/ports/files/port";
import { firebaseAdminApp } from "@/lib/primitives/firebase/admin";
import { errorText } from "@/lib/primitives/log";

// Google refuses v4 signatures that live longer than seven days.
const MAX_SIGNED_URL_SECONDS = 7 * 24 * 60 * 60;

function errorCode(error: unknown): unknown {
  return typeof error === "object" && error !== null ? (error as { code?: unknown }).code : undefined;
}

function uploadOptions(key: string, contentType: string) {
  // Only site images get a download token: it makes an object readable by anyone holding its URL.
  const custom = isPublicKey(key) ? { firebaseStorageDownloadTokens: randomUUID() } : undefined;
  return { contentType, resumable: false, metadata: custom ? { metadata: custom } : {} };
}

export function createFirebaseFileStore(settings: ServerConfig, appName?: string): FileStore {
  const bucketName = settings.storageBucket;
  if (!bucketName) throw new Error("FIREBASE_STORAGE_BUCKET is required for the firebase-storage file adapter");
  const bucket = getStorage(firebaseAdminApp(settings, appName)).bucket(bucketName);

  function fileOf(key: string) {
    assertSafeKey(key);
    return bucket.file(key);
  }

  return {
    kind: "firebase-storage",

    async put(key, bytes, contentType) {
      assertContentType(contentType);
      await fileOf(key).save(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), uploadOptions(key, contentType));
    },

    async putStream(key, source, contentType) {
      assertContentType(contentType);
      // An error from the source aborts the single upload request, so no object is created.
      await pipeline(Readable.from(source), fileOf(key).createWriteStream(uploadOptions(key, contentType)));
    },

    async get(key) {
      const file = fileOf(key);
      try {
        const [metadata] = await file.getMetadata();
        const [contents] = await file.download();
        return {
          bytes: new Uint8Array(contents.buffer, contents.byteOffset, contents.byteLength),
          contentType: metadata.contentType ?? "application/octet-stream",
        };
      } catch (error) {
        if (errorCode(error) === 404) return null;
        throw error;
      }
    },

    async exists(key) {
      const [exists] = await fileOf(key).exists();
      return exists;
    },

    async list(folder) {
      assertSafeKey(folder);
      const [objects] = await bucket.getFiles({ prefix: `${folder}/` });
      return objects.map((object) => object.name);
    },

    async delete(key) {
      await fileOf(key).delete({ ignoreNotFound: true });
    },

    async signedDownloadUrl(key, expiresInSeconds) {
      if (!Number.isInteger(expiresInSeconds) || expiresInSeconds <= 0 || expiresInSeconds > MAX_SIGNED_URL_SECONDS) {
        throw new Error(`expiresInSeconds must be an integer from 1 to ${MAX_SIGNED_URL_SECONDS}, got ${expiresInSeconds}`);
      }
      const [url] = await fileOf(key).getSignedUrl({
        version: "v4",
        action: "read",
        expires: Date.now() + expiresInSeconds * 1000,
        responseDisposition: "attachment",
      });
      return url;
    },

    async publicUrl(key) {
      if (!isPublicKey(key)) throw new Error(`Not a public file key: ${JSON.stringify(key)}`);
      const file = fileOf(key);
      try {
        return await getDownloadURL(file);
      } catch (error) {
        if (errorCode(error) !== "storage/no-download-token") throw error;
        // Objects uploaded by other tools carry no token; this URL works when the Storage rules let anyone read site images.
        const endpoint = process.env.STORAGE_EMULATOR_HOST ?? "https://firebasestorage.googleapis.com";
        return `${endpoint}/v0/b/${bucket.name}/o/${encodeURIComponent(key)}?alt=media`;
      }
    },

    async ping() {
      // Listing needs storage.objects.list (granted by Storage Object Admin); bucket.exists() would need storage.buckets.get.
      try {
        await bucket.getFiles({ maxResults: 1, autoPaginate: false });
      } catch (error) {
        throw new Error(`Storage bucket ${bucketName} is not reachable: ${errorText(error)}`);
      }
    },
  };
}
