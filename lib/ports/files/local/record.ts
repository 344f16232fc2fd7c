import "server-only";
import type { StoredFile } from "@/lib/ports/files/port";

// A JSON header line, then the bytes: one rename publishes content and content type together.

const recordHeader = (contentType: string) => Buffer.from(`${JSON.stringify({ v: 1, contentType })}\n`);

export function encodeRecord(contentType: string, bytes: Uint8Array): Buffer {
  return Buffer.concat([recordHeader(contentType), bytes]);
}

export async function* encodeRecordStream(contentType: string, source: AsyncIterable<Uint8Array>): AsyncGenerator<Uint8Array> {
  yield recordHeader(contentType);
  yield* source;
}

export function decodeRecord(data: Buffer): StoredFile {
  const end = data.indexOf(0x0a);
  const header: unknown = end < 0 ? null : JSON.parse(data.subarray(0, end).toString("utf8"));
  if (!header || typeof header !== "object" || !("contentType" in header) || typeof header.contentType !== "string") {
    throw new Error("Corrupt file record: missing header");
  }
  const body = data.subarray(end + 1);
  return {
    bytes: new Uint8Array(body.buffer, body.byteOffset, body.byteLength),
    contentType: header.contentType,
  };
}
