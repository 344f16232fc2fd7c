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

  it("streams the header and the rows, reading a row only when the reader pulls", async () => {
    let read = 0;
    async function* rows() {
      for (let n = 0; n < 1000; n += 1) {
        read += 1;
        yield [`row ${n}`, "=1+1"];
      }
    }
    const reader = csvStream(["name", "formula"], rows()).getReader();
    const first = await reader.read();
    expect(new TextDecoder("utf-8", { ignoreBOM: true }).decode(first.value)).toBe("\uFEFFname,formula\r\n");
    await new Promise((resolve) => setImmediate(resolve));
    expect(read).toBeLessThan(50);
    const chunks: string[] = [];
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) chunks.push(new TextDecoder().decode(chunk.value));
    expect(chunks).toHaveLength(1000);
    expect(chunks[999]).toBe("row 999,'=1+1\r\n");
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
