import { describe, expect, it } from "vitest";
import { detectResumeType, resumeExtensionOf, ResumeTypeSniffer, zipEntryNames } from "@/lib/features/careers/resume-type";
import { docBytes, docxBytes, EXE_BYTES, PNG_BYTES, pdfBytes, plainZipBytes, zipBytes } from "@/tests/support/careers-fixtures";

describe("résumé type from bytes", () => {
  it("recognises PDF, Word 97-2003 and Word OOXML documents", () => {
    expect(detectResumeType(pdfBytes("cv"))).toBe("pdf");
    expect(detectResumeType(docBytes("cv"))).toBe("doc");
    expect(detectResumeType(docxBytes("cv"))).toBe("docx");
  });

  it("refuses images, executables, text and archives that are not Word documents", () => {
    expect(detectResumeType(PNG_BYTES)).toBeNull();
    expect(detectResumeType(EXE_BYTES)).toBeNull();
    expect(detectResumeType(Buffer.from("Just some text that claims to be a PDF"))).toBeNull();
    expect(detectResumeType(plainZipBytes())).toBeNull();
    expect(detectResumeType(new Uint8Array())).toBeNull();
  });

  it("needs the PDF signature at the very start", () => {
    expect(detectResumeType(Buffer.concat([Buffer.from("MZ"), pdfBytes("cv")]))).toBeNull();
  });

  it("reads names from the ZIP central directory, not from file data", () => {
    // The string "word/" inside an entry's data must not pass as a word/ part.
    const disguised = zipBytes({ "[Content_Types].xml": "<Types/>", "notes.txt": "word/document.xml" });
    expect(zipEntryNames(disguised)).toEqual(["[Content_Types].xml", "notes.txt"]);
    expect(detectResumeType(disguised)).toBeNull();
  });

  it("treats a truncated or corrupt ZIP as unknown without throwing", () => {
    const docx = docxBytes("cv");
    expect(zipEntryNames(docx.subarray(0, docx.length - 10))).toBeNull();
    const corrupt = Buffer.from(docx);
    corrupt.writeUInt32LE(0xffffffff, corrupt.length - 6);
    expect(zipEntryNames(corrupt)).toBeNull();
    expect(detectResumeType(corrupt)).toBeNull();
  });

  it("works on a view into a larger buffer", () => {
    const padded = Buffer.concat([Buffer.alloc(7), docxBytes("cv")]);
    expect(detectResumeType(padded.subarray(7))).toBe("docx");
  });
});

describe("résumé type from a stream", () => {
  const sniff = (bytes: Uint8Array, chunkSize: number) => {
    const sniffer = new ResumeTypeSniffer();
    for (let offset = 0; offset < bytes.length; offset += chunkSize) sniffer.push(bytes.subarray(offset, offset + chunkSize));
    return sniffer.detect();
  };

  it("agrees with the whole-file check whatever the chunk size, keeping only the head and tail", () => {
    const samples = [pdfBytes("cv"), docBytes("cv"), docxBytes("cv"), PNG_BYTES, EXE_BYTES, plainZipBytes(), new Uint8Array()];
    for (const bytes of samples) {
      for (const chunkSize of [1, 3, 64, 1 << 20]) expect(sniff(bytes, chunkSize)).toBe(detectResumeType(bytes));
    }
  });

  it("recognises a Word document much larger than its window", () => {
    const docx = docxBytes("cv");
    const padded = Buffer.concat([docx.subarray(0, 30), Buffer.alloc(4 * 1024 * 1024), docx.subarray(30)]);
    const end = padded.length - 22;
    padded.writeUInt32LE(padded.readUInt32LE(end + 16) + 4 * 1024 * 1024, end + 16);
    expect(detectResumeType(padded)).toBe("docx");
    expect(sniff(padded, 65_536)).toBe("docx");
  });
});

describe("résumé extension from the file name", () => {
  it("accepts .pdf, .doc and .docx in any case and nothing else", () => {
    expect(resumeExtensionOf("Ada Lovelace CV.PDF")).toBe("pdf");
    expect(resumeExtensionOf("cv.doc")).toBe("doc");
    expect(resumeExtensionOf("cv.final.DocX")).toBe("docx");
    expect(resumeExtensionOf(" cv.pdf ")).toBe("pdf");
    for (const name of ["cv.exe", "cv.pdf.exe", "cv", "pdf", "cv.png", "cv.docm"]) {
      expect(resumeExtensionOf(name), name).toBeNull();
    }
  });
});
