import http from "node:http";
import { send } from "../api";
import { type SuiteContext, waitFor } from "../context";
import { assert, assertEqual, type Check } from "../harness";
import { inCgroup, instanceMemoryMiB, memoryCgroup } from "../../support/memory-cgroup";
import { megabytes, rssBytes } from "./memory";

const GROUP = "9. Memory of the applicant export";
const APPLICATIONS = 20_000;
const WARM_UP = 500;
const MAX_GROWTH_BYTES = 50 * 1024 * 1024;
const STAFF = "export-reliability@lexor.example";
const SAMPLE_MS = 20;
// A small department exported twice first puts the route's code and the streaming path in the baseline; a list or a CSV held
// whole then grows past it by its own size.

// Every field at the longest the application form takes, in two-byte characters, so a list held whole shows in RSS.
const long = (length: number, n: number) => `${n} ${"ł".repeat(length - String(n).length - 1)}`;

async function seed(context: SuiteContext): Promise<void> {
  const start = Date.UTC(2026, 0, 1);
  for (let batch = 0; batch < APPLICATIONS; batch += 500) {
    const committed = await context.store().commit(
      Array.from({ length: 500 }, (_, offset) => {
        const n = batch + offset;
        const at = new Date(start + n * 60_000);
        return {
          op: "create" as const,
          collection: "applications" as const,
          id: `${at.getTime()}-${n.toString(16).padStart(8, "0")}`,
          data: {
            role: long(200, n),
            name: long(200, n),
            email: `export-${n}@example.com`,
            phone: "+44 20 7946 0000",
            github: `https://github.com/${"x".repeat(280)}`,
            resumeURL: "",
            techStack: long(2000, n),
            location: long(200, n),
            workStyle: "remote",
            departmentId: n < WARM_UP ? "design" : "engineering",
            submittedAt: at.toISOString(),
            status: "pending",
          },
        };
      }),
    );
    assert(committed.committed, "the seeded applications were not stored");
  }
}

/** A real sign-in: the link is asked for over HTTP, read from the SMTP catcher and redeemed. */
async function signIn(context: SuiteContext): Promise<string> {
  const headers = { "content-type": "application/json", origin: context.origin };
  const asked = await send(context.origin, { method: "POST", path: "/api/staff/sign-in", headers, body: JSON.stringify({ email: STAFF }) });
  assertEqual(asked.status, 202, "the sign-in request's status");
  let code = "";
  await waitFor("the sign-in email at the SMTP catcher", async () => {
    const mail = (await context.mail()).find((message) => message.to?.includes(STAFF));
    code = /\/staff\/sign-in\/complete\?code=(\S+)/.exec(mail?.text ?? "")?.[1] ?? "";
    return code !== "";
  });
  const session = await send(context.origin, { method: "POST", path: "/api/staff/session", headers, body: JSON.stringify({ code: decodeURIComponent(code) }) });
  assertEqual(session.status, 200, "the sign-in's status");
  const cookie = session.setCookie.map((line) => line.split(";")[0]).find((pair) => pair?.startsWith("lexor_staff="));
  assert(cookie && cookie !== "lexor_staff=", "the sign-in set no session cookie");
  return cookie;
}

/** The CSV over HTTP, read as it arrives and never held whole: its status, and the rows after the header. */
function download(context: SuiteContext, cookie: string, filter: Record<string, string>): Promise<{ status: number; rows: number }> {
  const body = JSON.stringify(filter);
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${context.origin}/api/staff/applications/export`,
      { method: "POST", headers: { "content-type": "application/json", origin: context.origin, cookie, "content-length": Buffer.byteLength(body) } },
      (response) => {
        let lines = 0;
        response.on("data", (chunk: Buffer) => {
          for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines += 1;
        });
        response.on("end", () => resolve({ status: response.statusCode ?? 0, rows: lines - 1 }));
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.setTimeout(300_000, () => request.destroy(new Error("the export stalled for 300 s")));
    request.end(body);
  });
}

export function exportMemoryChecks(context: SuiteContext): Check[] {
  return [
    {
      group: GROUP,
      name: `a CSV of ${APPLICATIONS.toLocaleString("en")} applications downloaded over HTTP after a real sign-in, on a server started on its own in an App Hosting instance's memory (apphosting.yaml's memoryMiB, a memory cgroup): every row arrives, and the server's RSS grows by less than 50 MB`,
      async run() {
        await context.server?.stop();
        await seed(context);
        const mebibytes = instanceMemoryMiB();
        const cgroup = memoryCgroup(`lexor-reliability-export-${process.pid}`, mebibytes);
        const server = await context.startServer({ STAFF_EMAILS: STAFF }, { cgroupProcs: cgroup.procs });
        try {
          const pid = server.child.pid;
          assert(pid, "the server has no pid");
          assert(inCgroup(pid, cgroup.name), `the server is not in the ${mebibytes} MiB memory cgroup`);
          const cookie = await signIn(context);
          for (const round of [1, 2]) {
            const warm = await download(context, cookie, { department: "design" });
            assertEqual(warm.status, 200, `warm-up export ${round}'s status`);
            assertEqual(warm.rows, WARM_UP, `rows in warm-up export ${round}`);
          }
          const expected = await context.count("applications");
          assert(expected >= APPLICATIONS, `only ${expected} applications in the database`);

          const baseline = rssBytes(pid);
          let peak = baseline;
          let downloading = true;
          const sampler = (async () => {
            while (downloading) {
              peak = Math.max(peak, rssBytes(pid));
              await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS));
            }
          })();
          const started = performance.now();
          const csv = await download(context, cookie, {}).finally(() => {
            downloading = false;
          });
          await sampler;
          peak = Math.max(peak, rssBytes(pid));
          const growth = peak - baseline;
          console.info(
            `      ${csv.rows} rows in ${((performance.now() - started) / 1000).toFixed(1)} s; baseline ${megabytes(baseline)}, peak ${megabytes(peak)} (+${megabytes(growth)})`,
          );
          assertEqual(csv.status, 200, "the export's status");
          assertEqual(csv.rows, expected, "rows in the CSV");
          assert(growth < MAX_GROWTH_BYTES, `RSS grew by ${megabytes(growth)} (from ${megabytes(baseline)} to ${megabytes(peak)})`);
        } finally {
          await context.server?.stop();
          cgroup.remove();
          await context.startServer();
        }
      },
    },
  ];
}
