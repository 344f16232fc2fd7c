import "server-only";
export interface StoredFile {
  bytes: Uint8Array;
  contentType: string;
}

/**
 * The files port: résumés (private, reachable only through signed, expiring links) and public
 * site images such as brand backgrounds.
 */
export interface FileStore {
  readonly kind: "local" | "firebase-storage";
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /**
   * Stores what `source` yields as it arrives, a chunk at a time. When `source` throws, nothing is
   * stored under `key` and the error comes back.
   */
  putStream(key: string, source: AsyncIterable<Uint8Array>, contentType: string): Promise<void>;
  get(key: string): Promise<StoredFile | null>;
  exists(key: string): Promise<boolean>;
  /** Every key below `folder/`, in no particular order. */
  list(folder: string): Promise<string[]>;
  /** Removes a file; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** A link that works until `expiresInSeconds` from now and never after. */
  signedDownloadUrl(key: string, expiresInSeconds: number): Promise<string>;
  /** A permanent URL for a public site image (never used for résumés). */
  publicUrl(key: string): Promise<string>;
  ping(): Promise<void>;
}
