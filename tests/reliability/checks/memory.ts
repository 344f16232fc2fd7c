import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { promisify } from "node:util";
import { multipart, RESUME_FIELD, send } from "../api";
import { type SuiteContext, waitFor } from "../context";
import { assert, type Check, CheckFailure } from "../harness";
import { openDepartment } from "./load";

const GROUP = "5. Memory under concurrent uploads";
const UPLOADS = 40;
const UPLOAD_BYTES = 10 * 1024 * 1024 - 64;
const MAX_GROWTH_BYTES = 150 * 1024 * 1024;
const HEALTH_LIMIT_MS = 1_000;

/** The resident set of a process, from the kernel's own accounting. */
export function rssBytes(pid: number): number {
  const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
  if (!match) throw new CheckFailure(`no VmRSS for process ${pid}`);
  return Number(match[1]) * 1024;
}

/**
 * One health request from its own process (curl), so the time is the server's and not this
 * process's, which is busy sending the uploads: status and seconds.
 */
async function health(origin: string): Promise<{ status: number; ms: number }> {
  const { stdout } = await promisify(execFile)("curl", [
    "-s",
    "-o",
    "/dev/null",
    "-w",
    "%{http_code} %{time_total}",
    "--max-time",
    "30",
    `${origin}/api/health`,
  ]);
  const [status, seconds] = stdout.trim().split(" ");
  return { status: Number(status), ms: Number(seconds) * 1000 };
}

export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** A PDF of `size` bytes: the magic bytes, then padding the sniffer never reads. */
function largePdf(size: number): Buffer {
  const pdf = Buffer.alloc(size, 0x20);
  pdf.write("%PDF-1.4\n", 0, "latin1");
  pdf.write("\n%%EOF\n", size - 7, "latin1");
  return pdf;
}

export function memoryChecks(context: SuiteContext): Check[] {
  return [
    {
      group: GROUP,
      name: `${UPLOADS} concurrent 10 MB résumé uploads from ${UPLOADS} addresses on a fresh server: RSS grows by at most 150 MB and settles within 60 s, health answers within 1 s meanwhile, every answer 201 or 503 with Retry-After`,
      async run() {
        await context.server?.stop();
        // Each upload from its own address, inside that address's own limit, as in the audit.
        const server = await context.startServer({ TRUSTED_PROXY_HOPS: "1", RATE_LIMIT_SCALE: "1" });
        try {
          await uploadsOn(context, server.child.pid);
        } finally {
          await context.server?.stop();
          await context.startServer();
        }
      },
    },
  ];
}

async function uploadsOn(context: SuiteContext, pid: number | undefined): Promise<void> {
  assert(pid, "the server has no pid");
  const department = await openDepartment(context);
  const { body, contentType } = multipart([
    { name: "departmentId", data: department.id },
    { name: RESUME_FIELD, filename: "large.pdf", type: "application/pdf", data: largePdf(UPLOAD_BYTES) },
  ]);
  // Warm the upload route once so its code is loaded before the baseline is read.
  const warm = await send(context.origin, {
    method: "POST",
    path: "/api/resumes",
    headers: { "content-type": contentType, "x-forwarded-for": "198.51.100.200" },
    body,
  });
  assert(warm.status === 201, `a single upload answered ${warm.status}: ${warm.text.slice(0, 200)}`);
  const baseline = rssBytes(pid);

  let peak = baseline;
  let slowestHealthMs = 0;
  let uploading = true;
  const sampler = (async () => {
    while (uploading) {
      peak = Math.max(peak, rssBytes(pid));
      const answer = await health(context.origin);
      slowestHealthMs = Math.max(slowestHealthMs, answer.ms);
      assert(answer.status === 200, `health answered ${answer.status} during the uploads`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  const answers = await Promise.all(
    Array.from({ length: UPLOADS }, (_, index) =>
      send(context.origin, {
        method: "POST",
        path: "/api/resumes",
        headers: { "content-type": contentType, "x-forwarded-for": `198.51.100.${index + 1}` },
        body,
      }),
    ),
  ).finally(() => {
    uploading = false;
  });
  await sampler;
  peak = Math.max(peak, rssBytes(pid));

  const stored = answers.filter((answer) => answer.status === 201).length;
  const refused = answers.filter((answer) => answer.status === 503);
  const other = answers.filter((answer) => answer.status !== 201 && answer.status !== 503);
  assert(other.length === 0, `unexpected answers: ${other.map((answer) => `${answer.status} ${answer.text.slice(0, 120)}`).join("; ")}`);
  assert(stored > 0, "no upload was stored");
  assert(
    refused.every((answer) => answer.json() !== null && Number(answer.headers["retry-after"]) > 0),
    "a 503 without a JSON body or Retry-After",
  );
  const growth = peak - baseline;
  console.info(
    `      baseline ${megabytes(baseline)}, peak ${megabytes(peak)} (+${megabytes(growth)}), ${stored} stored, ${refused.length} refused (503), slowest health ${Math.round(slowestHealthMs)} ms`,
  );
  assert(growth <= MAX_GROWTH_BYTES, `RSS grew by ${megabytes(growth)} (from ${megabytes(baseline)} to ${megabytes(peak)})`);
  assert(slowestHealthMs <= HEALTH_LIMIT_MS, `health took ${Math.round(slowestHealthMs)} ms during the uploads`);
  await waitFor(`RSS back within 150 MB of ${megabytes(baseline)}`, () => rssBytes(pid) - baseline <= MAX_GROWTH_BYTES, 60_000);
}
