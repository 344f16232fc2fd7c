import type { ResumeExtension } from "@/lib/features/careers/resume-limits";

/** Derived from the bytes, never from what the browser claims. */
export const RESUME_CONTENT_TYPES: Record<ResumeExtension, string> = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
};

const PDF_MAGIC = Buffer.from("%PDF-", "latin1");
const OLE2_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_LOCAL_HEADER = 0x04034b50;
const ZIP_CENTRAL_HEADER = 0x02014b50;
const ZIP_END_OF_DIRECTORY = 0x06054b50;
const END_OF_DIRECTORY_SIZE = 22;
const MAX_ZIP_COMMENT = 0xffff;

export function resumeExtensionOf(fileName: string): ResumeExtension | null {
  const match = /\.([A-Za-z]+)$/.exec(fileName.trim());
  const extension = match?.[1]?.toLowerCase();
  return extension === "pdf" || extension === "doc" || extension === "docx" ? extension : null;
}

/** Reads the central directory, as unzip tools do, so a name hidden in file data cannot fool it. */
export function zipEntryNames(bytes: Uint8Array, tailStart = 0): string[] | null {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.length < END_OF_DIRECTORY_SIZE) return null;
  if (tailStart === 0 && view.readUInt32LE(0) !== ZIP_LOCAL_HEADER) return null;

  const searchFrom = Math.max(0, view.length - END_OF_DIRECTORY_SIZE - MAX_ZIP_COMMENT);
  let end = -1;
  for (let offset = view.length - END_OF_DIRECTORY_SIZE; offset >= searchFrom; offset -= 1) {
    if (view.readUInt32LE(offset) === ZIP_END_OF_DIRECTORY) {
      end = offset;
      break;
    }
  }
  if (end < 0) return null;

  const entries = view.readUInt16LE(end + 10);
  const directorySize = view.readUInt32LE(end + 12);
  const directoryOffset = view.readUInt32LE(end + 16) - tailStart;
  // ZIP64 markers (0xFFFFFFFF) never occur in a document under 10 MB; treat them as malformed.
  if (directoryOffset < 0 || directoryOffset + directorySize > end) return null;

  const names: string[] = [];
  let offset = directoryOffset;
  for (let index = 0; index < entries; index += 1) {
    if (offset + 46 > end || view.readUInt32LE(offset) !== ZIP_CENTRAL_HEADER) return null;
    const nameLength = view.readUInt16LE(offset + 28);
    const extraLength = view.readUInt16LE(offset + 30);
    const commentLength = view.readUInt16LE(offset + 32);
    const nameEnd = offset + 46 + nameLength;
    if (nameEnd > end) return null;
    names.push(view.toString("utf8", offset + 46, nameEnd));
    offset = nameEnd + extraLength + commentLength;
  }
  return names;
}

export function detectResumeType(bytes: Uint8Array): ResumeExtension | null {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) return "pdf";
  if (view.subarray(0, OLE2_MAGIC.length).equals(OLE2_MAGIC)) return "doc";
  return isWordArchive(zipEntryNames(bytes)) ? "docx" : null;
}

function isWordArchive(names: string[] | null): boolean {
  return !!names?.includes("[Content_Types].xml") && names.some((name) => name.startsWith("word/"));
}

const HEAD_BYTES = 8;
const TAIL_BYTES = 256 * 1024;

/** Keeps the first bytes and the last 256 KB, so memory stays flat; a DOCX with a longer directory is not recognised. */
export class ResumeTypeSniffer {
  size = 0;
  private head = Buffer.alloc(0);
  private tail: Buffer[] = [];
  private tailBytes = 0;

  push(chunk: Uint8Array): void {
    const bytes = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    if (this.head.length < HEAD_BYTES) this.head = Buffer.concat([this.head, bytes.subarray(0, HEAD_BYTES - this.head.length)]);
    this.size += bytes.length;
    // Copied: the caller may reuse the chunk's memory once it has been passed on.
    this.tail.push(Buffer.from(bytes));
    this.tailBytes += bytes.length;
    while (this.tail.length > 1 && this.tailBytes - (this.tail[0]?.length ?? 0) >= TAIL_BYTES) {
      this.tailBytes -= this.tail.shift()?.length ?? 0;
    }
  }

  detect(): ResumeExtension | null {
    if (this.head.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) return "pdf";
    if (this.head.subarray(0, OLE2_MAGIC.length).equals(OLE2_MAGIC)) return "doc";
    if (this.head.length < 4 || this.head.readUInt32LE(0) !== ZIP_LOCAL_HEADER) return null;
    const tail = Buffer.concat(this.tail);
    return isWordArchive(zipEntryNames(tail, this.size - tail.length)) ? "docx" : null;
  }
}
