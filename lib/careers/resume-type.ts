import type { ResumeExtension } from "@/lib/careers/resume-limits";

/** What a résumé is stored as; derived from its bytes, never from what the browser claims. */
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

/** The extension of a file name, lower-cased, when it is one a résumé may have. */
export function resumeExtensionOf(fileName: string): ResumeExtension | null {
  const match = /\.([A-Za-z]+)$/.exec(fileName.trim());
  const extension = match?.[1]?.toLowerCase();
  return extension === "pdf" || extension === "doc" || extension === "docx" ? extension : null;
}

/**
 * The names in a ZIP archive's central directory, or null when the archive is malformed. Reading
 * the directory (at the end of the file) rather than the local headers is what unzip tools do, and
 * it cannot be fooled by a name hidden in file data.
 */
export function zipEntryNames(bytes: Uint8Array): string[] | null {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.length < END_OF_DIRECTORY_SIZE || view.readUInt32LE(0) !== ZIP_LOCAL_HEADER) return null;

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
  const directoryOffset = view.readUInt32LE(end + 16);
  // ZIP64 markers (0xFFFFFFFF) never occur in a document under 10 MB; treat them as malformed.
  if (directoryOffset + directorySize > end) return null;

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

/**
 * The document type a file really is, from its bytes: PDF by its `%PDF-` header, a Word 97-2003
 * document by the OLE2 compound-file signature, a Word document (OOXML) by a ZIP archive whose
 * directory holds `[Content_Types].xml` and a `word/` part. Anything else is null.
 */
export function detectResumeType(bytes: Uint8Array): ResumeExtension | null {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) return "pdf";
  if (view.subarray(0, OLE2_MAGIC.length).equals(OLE2_MAGIC)) return "doc";
  const names = zipEntryNames(bytes);
  if (names?.includes("[Content_Types].xml") && names.some((name) => name.startsWith("word/"))) return "docx";
  return null;
}
