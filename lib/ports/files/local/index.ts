import "server-only";
import type { Dirent } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { ServerConfig } from "@/lib/primitives/config";
import { preparedFolder, writeThroughTemporary } from "@/lib/primitives/disk/temporary-files";
import { assertContentType } from "@/lib/ports/files/content-type";
import { assertSafeKey, isPublicKey } from "@/lib/ports/files/keys";
import type { FileStore } from "@/lib/ports/files/port";
import { signDownload } from "@/lib/ports/files/signing";
import { signingSecret } from "@/lib/primitives/security/signing-secret";
import { decodeRecord, encodeRecord, encodeRecordStream } from "./record";

const MISSING = new Set(["ENOENT", "ENOTDIR", "EISDIR"]);

function isMissing(error: unknown): boolean {
  return MISSING.has((error as NodeJS.ErrnoException).code ?? "");
}

function keyToUrlPath(key: string): string {
  return key.split("/").map(encodeURIComponent).join("/");
}

// Keys cannot start a segment with a dot, so this folder is never reachable as a key.
export const scratchFolder = (filesDir: string) => path.join(filesDir, ".tmp");

export function createLocalFileStore(settings: ServerConfig): FileStore {
  const root = settings.filesDir;
  const scratch = scratchFolder(root);
  const prepare = preparedFolder(scratch);

  function pathOf(key: string): string {
    assertSafeKey(key);
    return path.join(root, ...key.split("/"));
  }

  async function writeAtomically(target: string, data: Uint8Array | AsyncIterable<Uint8Array>): Promise<void> {
    await prepare();
    await mkdir(path.dirname(target), { recursive: true });
    await writeThroughTemporary(scratch, "file", data, (temporary) => rename(temporary, target), 0o600);
  }

  return {
    kind: "local",

    async put(key, bytes, contentType) {
      assertContentType(contentType);
      await writeAtomically(pathOf(key), encodeRecord(contentType, bytes));
    },

    async putStream(key, source, contentType) {
      assertContentType(contentType);
      await writeAtomically(pathOf(key), encodeRecordStream(contentType, source));
    },

    async get(key) {
      try {
        return decodeRecord(await readFile(pathOf(key)));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },

    async exists(key) {
      try {
        return (await stat(pathOf(key))).isFile();
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },

    async list(folder) {
      const keys: string[] = [];
      const walk = async (dir: string, prefix: string): Promise<void> => {
        let entries: Dirent[];
        try {
          entries = await readdir(dir, { withFileTypes: true });
        } catch (error) {
          if (isMissing(error)) return;
          throw error;
        }
        for (const entry of entries) {
          const key = `${prefix}/${entry.name}`;
          if (entry.isDirectory()) await walk(path.join(dir, entry.name), key);
          else if (entry.isFile()) keys.push(key);
        }
      };
      await walk(pathOf(folder), folder);
      return keys;
    },

    async delete(key) {
      await rm(pathOf(key), { force: true });
    },

    async signedDownloadUrl(key, expiresInSeconds) {
      assertSafeKey(key);
      if (!Number.isInteger(expiresInSeconds) || expiresInSeconds <= 0) {
        throw new Error(`expiresInSeconds must be a positive integer, got ${expiresInSeconds}`);
      }
      const expiresAt = Math.floor(Date.now() / 1000) + expiresInSeconds;
      const query = new URLSearchParams({
        expires: String(expiresAt),
        signature: signDownload(signingSecret(settings), key, expiresAt),
      });
      return `${settings.siteUrl}/api/files/${keyToUrlPath(key)}?${query}`;
    },

    async publicUrl(key) {
      if (!isPublicKey(key)) throw new Error(`Not a public file key: ${JSON.stringify(key)}`);
      return `/api/files/public/${keyToUrlPath(key)}`;
    },

    async ping() {
      await prepare();
      await writeThroughTemporary(scratch, "ping", new Uint8Array(), (temporary) => rm(temporary));
    },
  };
}
