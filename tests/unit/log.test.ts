import { afterEach, describe, expect, it, vi } from "vitest";
import { errorText, log, withLogFields, withoutAddresses } from "@/lib/primitives/log";
import { routeConsoleToLog } from "@/lib/primitives/log/console";
import { httpRequestFields, traceFields } from "@/lib/primitives/log/request";

const TRACE = "4bf92f3577b34da6a3ce929d0e0e4736";

/** The JSON lines written to stdout and stderr while `work` runs. */
function capture(work: () => void): Record<string, unknown>[] {
  const lines: string[] = [];
  const keep = (chunk: unknown) => {
    lines.push(String(chunk));
    return true;
  };
  const stdout = vi.spyOn(process.stdout, "write").mockImplementation(keep);
  const stderr = vi.spyOn(process.stderr, "write").mockImplementation(keep);
  try {
    work();
  } finally {
    stdout.mockRestore();
    stderr.mockRestore();
  }
  return lines.flatMap((chunk) => chunk.split("\n").filter(Boolean)).map((line) => JSON.parse(line));
}

describe("trace fields from X-Cloud-Trace-Context", () => {
  it("names the trace under the project, the span in hex and whether it was sampled", () => {
    expect(traceFields(`${TRACE}/1;o=1`, "lexor-prod")).toEqual({
      "logging.googleapis.com/trace": `projects/lexor-prod/traces/${TRACE}`,
      "logging.googleapis.com/spanId": "0000000000000001",
      "logging.googleapis.com/trace_sampled": true,
    });
    expect(traceFields(`${TRACE.toUpperCase()}/18446744073709551615`, "p")).toEqual({
      "logging.googleapis.com/trace": `projects/p/traces/${TRACE}`,
      "logging.googleapis.com/spanId": "ffffffffffffffff",
    });
  });

  it("ignores a missing project, and any header that is not exactly the platform's shape", () => {
    expect(traceFields(`${TRACE}/1;o=1`, undefined)).toEqual({});
    for (const header of [
      null,
      "",
      "not-a-trace",
      `${TRACE}x/1`,
      `${TRACE}/1;o=1\n{"severity":"ERROR"}`,
      "00000000000000000000000000000000/1",
      `${TRACE}/1;o=9`,
    ]) {
      expect(traceFields(header, "lexor-prod"), String(header)).toEqual({});
    }
    // A span id beyond 64 bits is dropped; the trace itself still counts.
    expect(traceFields(`${TRACE}/99999999999999999999`, "p")).toEqual({ "logging.googleapis.com/trace": `projects/p/traces/${TRACE}` });
  });
});

describe("httpRequest", () => {
  it("describes the request in Cloud Logging's shape, without the query (tokens travel there)", () => {
    const request = new Request("http://127.0.0.1/api/newsletter/unsubscribe?token=secret-token", { method: "POST" });
    expect(httpRequestFields(request, 200, 12.4)).toEqual({
      httpRequest: { requestMethod: "POST", requestUrl: "/api/newsletter/unsubscribe", status: 200, latency: "0.012s" },
    });
  });
});

describe("log lines", () => {
  it("are one JSON object each, with severity and message, and the fields of the request they belong to", () => {
    const lines = capture(() => {
      withLogFields(traceFields(`${TRACE}/7`, "lexor-prod"), () => log.warn("inside", { route: "newsletter" }));
      log.info("outside");
    });
    expect(lines).toEqual([
      expect.objectContaining({
        severity: "WARNING",
        message: "inside",
        route: "newsletter",
        "logging.googleapis.com/trace": `projects/lexor-prod/traces/${TRACE}`,
      }),
      expect.objectContaining({ severity: "INFO", message: "outside" }),
    ]);
    expect(lines[1]).not.toHaveProperty("logging.googleapis.com/trace");
  });

  it("keep a hostile value in one line", () => {
    const lines = capture(() => log.info("value", { name: 'x\n{"severity":"ERROR","message":"forged"}' }));
    expect(lines).toHaveLength(1);
  });
});

describe("console in production", () => {
  const original = { ...console };
  afterEach(() => Object.assign(console, original));

  it("becomes JSON log lines with the method's severity, a stack kept in one entry", () => {
    routeConsoleToLog();
    const lines = capture(() => {
      console.log("\u001b[32m✓\u001b[39m Ready in %d ms", 120);
      console.warn("careful");
      console.error(new Error("render failed"));
    });
    expect(lines.map((line) => line.severity)).toEqual(["INFO", "WARNING", "ERROR"]);
    expect(lines[0]?.message).toBe("✓ Ready in 120 ms");
    expect(lines[2]?.message).toMatch(/^Error: render failed\n\s+at /);
  });

  it("logs Node's warnings as WARNING, not ERROR", async () => {
    routeConsoleToLog();
    const lines: string[] = [];
    const stderr = vi.spyOn(process.stderr, "write").mockImplementation((chunk) => lines.push(String(chunk)) > 0);
    try {
      const emitted = new Promise((resolve) => process.once("warning", resolve));
      process.emitWarning("Metadata lookup failed", "MetadataLookupWarning");
      await emitted;
    } finally {
      stderr.mockRestore();
    }
    const parsed = lines.flatMap((chunk) => chunk.split("\n").filter(Boolean)).map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(parsed).toEqual([
      expect.objectContaining({ severity: "WARNING", message: "MetadataLookupWarning: Metadata lookup failed", warning: "MetadataLookupWarning" }),
    ]);
  });
});

describe("addresses in log lines", () => {
  it("keeps a mail server's reason and drops the recipient it names", () => {
    expect(withoutAddresses("550 5.1.1 <ada.lovelace@rejected.example>: Recipient address rejected")).toBe("550 5.1.1 <[address]>: Recipient address rejected");
    expect(errorText(new Error("RCPT TO:bob+x@example.com refused"))).toBe("RCPT TO:[address] refused");
  });
});
