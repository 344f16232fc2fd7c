import "server-only";
export interface StoredFile {
  bytes: Uint8Array;
  contentType: string;
}

export interface FileStore {
  readonly kind: "local" | "firebase-storage";
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  // When `source` throws, nothing is stored under `key`.
  putStream(key: string, source: AsyncIterable<Uint8Array>, contentType: string): Promise<void>;
  get(key: string): Promise<StoredFile | null>;
  exists(key: string): Promise<boolean>;
  list(folder: string): Promise<string[]>;
  delete(key: string): Promise<void>;
  signedDownloadUrl(key: string, expiresInSeconds: number): Promise<string>;
  publicUrl(key: string): Promise<string>;
  ping(): Promise<void>;
}
