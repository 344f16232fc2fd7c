import { describe, expect, it } from "vitest";
import { csvCell, csvLine, csvStream } from "@/lib/primitives/format/csv";

describe("csv", () => {
  it("neutralises a cell a spreadsheet would run as a formula", () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    for (const start of ["=", "+", "-", "@", "\t", "\r"]) expect(csvCell(`${start}1`).replace(/^"/, "").startsWith(`'${start}`)).toBe(true);
    expect(csvCell("Ada Lovelace")).toBe("Ada Lovelace");
    expect(csvCell("a-b")).toBe("a-b");
  });

  it("quotes quotes, commas and line breaks, and ends each line with CRLF", () => {
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell("line\nbreak")).toBe('"line\nbreak"');
    expect(csvCell(undefined)).toBe("");
    expect(csvLine(["a", 2, null])).toBe("a,2,\r\n");
  });

  it("streams the header and the rows, reading rows only a bounded way ahead of the reader", async () => {
    let read = 0;
    async function* rows() {
      for (let n = 0; n < 100_000; n += 1) {
        read += 1;
        yield [`row ${n}`, "=1+1"];
      }
    }
    const reader = csvStream(["name", "formula"], rows()).getReader();
    const first = await reader.read();
    expect(new TextDecoder("utf-8", { ignoreBOM: true }).decode(first.value)).toBe("\uFEFFname,formula\r\n");
    await new Promise((resolve) => setImmediate(resolve));
    // A line is 15–20 bytes: the rows read ahead fit in about 100 KB, a fifth of the whole.
    expect(read).toBeLessThan(7_000);
    let text = "";
    let chunks = 0;
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read(), chunks += 1) text += new TextDecoder().decode(chunk.value);
    const lines = text.split("\r\n");
    expect(lines).toHaveLength(100_001);
    expect(lines[0]).toBe("row 0,'=1+1");
    expect(lines[99_999]).toBe("row 99999,'=1+1");
    expect(chunks).toBeLessThan(200);
  });

  it("stops reading the rows when the download is cancelled", async () => {
    let closed = false;
    async function* rows() {
      try {
        for (;;) yield ["x"];
      } finally {
        closed = true;
      }
    }
    const reader = csvStream(["x"], rows()).getReader();
    await reader.read();
    await reader.read();
    await reader.cancel();
    expect(closed).toBe(true);
  });
});
