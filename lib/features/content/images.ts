import "server-only";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

export interface ImageAsset {
  key: string;
  bytes: Uint8Array;
  contentType: string;
}

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export const IMAGE_TYPES: Record<string, { contentType: string; matches: (bytes: Buffer) => boolean }> = {
  ".svg": {
    contentType: "image/svg+xml",
    matches: (bytes) => /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*<svg[\s>]/i.test(bytes.subarray(0, 4096).toString("utf8")),
  },
  ".png": { contentType: "image/png", matches: (bytes) => bytes.subarray(0, 8).equals(Buffer.from("89504e470d0a1a0a", "hex")) },
  ".jpg": { contentType: "image/jpeg", matches: (bytes) => bytes.subarray(0, 3).equals(Buffer.from("ffd8ff", "hex")) },
  ".jpeg": { contentType: "image/jpeg", matches: (bytes) => bytes.subarray(0, 3).equals(Buffer.from("ffd8ff", "hex")) },
  ".gif": { contentType: "image/gif", matches: (bytes) => bytes.subarray(0, 4).toString("latin1") === "GIF8" },
  ".webp": {
    contentType: "image/webp",
    matches: (bytes) => bytes.subarray(0, 4).toString("latin1") === "RIFF" && bytes.subarray(8, 12).toString("latin1") === "WEBP",
  },
  ".avif": { contentType: "image/avif", matches: (bytes) => bytes.subarray(4, 12).toString("latin1") === "ftypavif" },
};

export function isFileReference(reference: string): boolean {
  return !/^([a-z][a-z0-9+.-]*:|\/|#)/i.test(reference);
}

/** Markdown keeps `my%20cover.png` as written; a name with a stray % is taken literally. */
function decodedPath(reference: string): string {
  try {
    return decodeURI(reference);
  } catch {
    return reference;
  }
}

export function readImage(root: string, fromFile: string, reference: string, folder: string): { image: ImageAsset } | { problem: string } {
  if (!isFileReference(reference)) {
    return { problem: `"${reference}" must be the path of an image file in the content folder, relative to this file` };
  }
  const absolute = path.resolve(path.dirname(fromFile), decodedPath(reference));
  const relative = path.relative(root, absolute);
  if (relative.startsWith("..") || path.isAbsolute(relative)) {
    return { problem: `"${reference}" is outside the content folder` };
  }
  const extension = path.extname(absolute).toLowerCase();
  const type = IMAGE_TYPES[extension];
  if (!type) {
    return { problem: `"${reference}" must be one of ${Object.keys(IMAGE_TYPES).join(", ")}` };
  }
  let bytes: Buffer;
  try {
    const stat = fs.statSync(/*turbopackIgnore: true*/ absolute);
    if (!stat.isFile()) return { problem: `"${reference}" is not a file` };
    if (stat.size > MAX_IMAGE_BYTES) return { problem: `"${reference}" is larger than 5 MB` };
    bytes = fs.readFileSync(/*turbopackIgnore: true*/ absolute);
  } catch {
    return { problem: `"${reference}" does not exist` };
  }
  if (!type.matches(bytes)) return { problem: `"${reference}" is not the ${type.contentType} image its name says` };
  return { image: { key: imageKey(folder, path.basename(absolute, path.extname(absolute)), bytes, extension), bytes, contentType: type.contentType } };
}

/** The key changes with the bytes: public images are cached for a year, so a new picture needs a new address. */
export function imageKey(folder: string, name: string, bytes: Uint8Array, extension: string): string {
  const stem =
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "") || "image";
  const hash = createHash("sha256").update(bytes).digest("hex").slice(0, 12);
  return `${folder}/${stem}-${hash}${extension}`;
}

/** The extension the bytes are an image of, whatever a name or a header claims. */
export function sniffImage(bytes: Buffer): string | undefined {
  return Object.entries(IMAGE_TYPES).find(([, type]) => type.matches(bytes))?.[0];
}
