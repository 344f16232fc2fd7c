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

/**
 * The header, then one line per row, read from `rows` only when the reader asks for more (pull),
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
        const next = await iterator.next();
        if (next.done) controller.close();
        else controller.enqueue(encoder.encode(csvLine(next.value)));
      },
      async cancel() {
        await iterator.return?.();
      },
    },
    { highWaterMark: 16 },
  );
}
