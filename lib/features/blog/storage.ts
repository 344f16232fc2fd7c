export const viewedKey = (postId: string) => `viewed_${postId}`;
export const likedKey = (slug: string) => `liked_${slug}`;

type StorageKind = "localStorage" | "sessionStorage";

/** Storage can be missing or throw (private modes, blocked cookies); a failed read is "nothing stored". */
export function readStorage(kind: StorageKind, key: string): string | null {
  try {
    return window[kind].getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(kind: StorageKind, key: string, value: string | null): void {
  try {
    if (value === null) window[kind].removeItem(key);
    else window[kind].setItem(key, value);
  } catch {
    // Without storage the feature still works for this page view; it just is not remembered.
  }
}
