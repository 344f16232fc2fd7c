// RFC 4180 text for spreadsheets: CRLF lines, quoted where needed, and a cell a spreadsheet would
// read as a formula (one beginning with =, +, -, @, tab or carriage return) prefixed with `'`.
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export type CsvCell = string | number | null | undefined;

export function csvCell(value: CsvCell): string {
  const text = value === null || value === undefined ? "" : String(value);
  const neutral = FORMULA_START.test(text) ? `'${text}` : text;
  return NEEDS_QUOTES.test(neutral) ? `"${neutral.replaceAll('"', '""')}"` : neutral;
}

export function csvLine(cells: readonly CsvCell[]): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}

/** Lines go out in chunks of about this many characters: a chunk per row would cost each row a socket write. */
const CHUNK_CHARS = 16 * 1024;
const AHEAD_BYTES = 64 * 1024;

/**
 * The header, then the rows' lines, read from `rows` only when the reader asks for more (pull),
 * so a slow download holds back the reading and memory stays bounded whatever the row count.
 */
export function csvStream(header: readonly string[], rows: AsyncIterable<readonly CsvCell[]>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = rows[Symbol.asyncIterator]();
  let headerSent = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (!headerSent) {
          headerSent = true;
          controller.enqueue(encoder.encode(`\uFEFF${csvLine(header)}`));
          return;
        }
        let lines = "";
        while (lines.length < CHUNK_CHARS) {
          const next = await iterator.next();
          if (next.done) {
            if (lines) controller.enqueue(encoder.encode(lines));
            controller.close();
            return;
          }
          lines += csvLine(next.value);
        }
        controller.enqueue(encoder.encode(lines));
      },
      async cancel() {
        await iterator.return?.();
      },
    },
    new ByteLengthQueuingStrategy({ highWaterMark: AHEAD_BYTES }),
  );
}
