import { execFileSync, spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import { COLLECTIONS } from "@/lib/services/collections";
import { apply, applicationFor, pool, send, subscribe, uploadResume } from "../api";
import { type SuiteContext, settings, waitFor } from "../context";
import { assert, assertEqual, type Check, CheckFailure } from "../harness";
import { openDepartment } from "./load";

const GROUP = "2. Faults";

interface Readiness {
  status: "ready" | "degraded" | "unready";
  adapters: Record<string, { adapter: string; state: "up" | "down" }>;
}

async function readiness(context: SuiteContext): Promise<{ status: number; body: Readiness | null; text: string }> {
  const answer = await send(context.origin, { method: "GET", path: "/api/ready" });
  return { status: answer.status, body: answer.json<Readiness>(), text: answer.text };
}

/** Polls readiness (its answer is cached for a few seconds) until `expected` holds; returns that answer. */
async function readinessUntil(
  context: SuiteContext,
  what: string,
  expected: (answer: Awaited<ReturnType<typeof readiness>>) => boolean,
): Promise<Awaited<ReturnType<typeof readiness>>> {
  let last: Awaited<ReturnType<typeof readiness>> | undefined;
  await waitFor(what, async () => {
    last = await readiness(context);
    return expected(last);
  });
  if (!last) throw new CheckFailure(`no readiness answer while waiting for ${what}`);
  assert(!/error|ECONN|127\.0\.0\.1|\/|sqlite_/i.test(JSON.stringify(last.body?.adapters)), `readiness leaks details: ${last.text}`);
  return last;
}

/**
 * Makes the SQLite database unwritable for the running server. File modes do not stop root (the
 * suite runs as root in CI), and no mode or mount change reaches a descriptor the server already
 * holds. The ext4 immutable attribute does both: writes through open descriptors fail with EPERM
 * (SQLite reports SQLITE_IOERR_WRITE) while reads keep working. The -shm file stays writable: it is
 * memory-mapped, and an immutable mapping kills the process with SIGBUS, a crash rather than the
 * fault under test.
 */
function databaseFiles(): string[] {
  return [settings.sqlitePath, `${settings.sqlitePath}-wal`].filter((file) => fs.existsSync(file));
}

function setImmutable(on: boolean): void {
  execFileSync("chattr", [on ? "+i" : "-i", ...databaseFiles()], { stdio: "pipe" });
}

/**
 * The database faults need root (CAP_LINUX_IMMUTABLE) and ext4, which a developer's `npm test` may
 * not have: they run when RELIABILITY_ROOT_CHECKS=1, which .ci/run sets, and then must pass.
 */
export const ROOT_CHECKS = process.env.RELIABILITY_ROOT_CHECKS === "1";

function immutableSupported(): string | null {
  if (process.getuid?.() !== 0) return "chattr +i needs root (CAP_LINUX_IMMUTABLE); unset RELIABILITY_ROOT_CHECKS to leave these checks to CI";
  const probe = spawnSync("lsattr", ["-d", settings.dataDir], { encoding: "utf8" });
  if (probe.status !== 0) return `lsattr cannot read attributes here: ${probe.stderr.trim() || "e2fsprogs missing"}`;
  return null;
}

export function faultChecks(context: SuiteContext): Check[] {
  return [
    {
      group: GROUP,
      name: "SMTP stopped: /api/ready answers 200 `degraded` naming the mail adapter, `ready` once it is back; /api/health stays 200",
      async run() {
        await context.smtp("stop");
        try {
          const down = await readinessUntil(context, "readiness to report mail down", (answer) => answer.body?.adapters.mail?.state === "down");
          assertEqual(down.status, 200, "readiness status with only SMTP stopped");
          assertEqual(down.body?.status, "degraded", "readiness with only SMTP stopped");
          assert(down.body?.adapters.documents?.state === "up", "documents reported down while only SMTP was");
          assertEqual((await send(context.origin, { method: "GET", path: "/api/health" })).status, 200, "liveness with SMTP stopped");
        } finally {
          await context.smtp("start");
        }
        await readinessUntil(context, "readiness `ready` after SMTP restarted", (answer) => answer.body?.status === "ready");
      },
    },
    {
      group: GROUP,
      name: "SMTP stopped: applications are saved and acknowledged, their emails wait in the outbox and go out by themselves, once each, when SMTP is back",
      async run() {
        await context.requireRoute("POST", "/api/resumes", "{}");
        await context.requireRoute("POST", "/api/applications", "{}");
        const department = await openDepartment(context);
        const emails = [`smtp-down-${randomUUID().slice(0, 8)}@example.com`, `smtp-down-${randomUUID().slice(0, 8)}@example.com`];
        const tokens = await Promise.all(emails.map(async () => (await uploadResume(context.origin, department.id)).token));
        assert(tokens.every(Boolean), "a résumé upload failed");
        const ids: string[] = [];
        const mine = () => context.outbox().filter((entry) => ids.includes(entry.data.source.id));
        // The load checks' mail goes first, earliest due first: let it out so this check's is next.
        await context.waitForMailIdle(180_000);
        await context.smtp("stop");
        try {
          const first = await apply(context.origin, applicationFor(department, emails[0] ?? "", tokens[0] ?? ""));
          assertEqual(first.status, 201, `application status while SMTP was down (${first.text.slice(0, 200)})`);
          ids.push(first.json<{ id: string }>()?.id ?? "");
          assert(
            context.documents("applications").some((doc) => doc.id === ids[0] && doc.data.email === emails[0]),
            "the application was not stored",
          );
          assertEqual(mine().length, 2, "emails queued with the application");
          await waitFor("the worker's first failed attempt", () => mine().every((entry) => entry.data.status === "retrying"), 60_000);
          // The server now knows its mail server is failing, and says so to the next applicant.
          const second = await apply(context.origin, applicationFor(department, emails[1] ?? "", tokens[1] ?? ""));
          assertEqual(second.status, 201, "second application status while SMTP was down");
          const answer = second.json<{ id: string; emailDelayed: boolean }>();
          assertEqual(answer?.emailDelayed, true, "emailDelayed while the mail server is known to fail");
          ids.push(answer?.id ?? "");
          assert(!(await context.envelopes()).some((mail) => emails.some((email) => mail.to.includes(email))), "an email went out while SMTP was down");
        } finally {
          await context.smtp("start");
        }
        const expected = mine().map((entry) => `<${entry.id}@lexor.example>`);
        assertEqual(expected.length, 4, "emails queued for the two applications");
        await waitFor(
          "the four emails at the SMTP server",
          async () => {
            const arrived = new Set((await context.envelopes()).map((mail) => mail.messageId));
            return expected.every((messageId) => arrived.has(messageId));
          },
          60_000,
        );
        const counts = (await context.envelopes()).filter((mail) => expected.includes(mail.messageId ?? "")).length;
        assertEqual(counts, 4, "deliveries of the four Message-IDs");
        const delivered = (await context.envelopes()).filter((mail) => expected.includes(mail.messageId ?? ""));
        for (const email of emails)
          assert(
            delivered.some((mail) => mail.to.includes(email)),
            `no confirmation reached ${email}`,
          );
        assertEqual(delivered.filter((mail) => mail.to.includes(settings.HIRING_TEAM_EMAIL)).length, 2, "hiring team notifications");
      },
    },
    {
      group: GROUP,
      name: "server killed (SIGKILL to its process group) in the middle of a newsletter load: no acknowledged write lost",
      async run() {
        await context.requireRoute("POST", "/api/newsletter", "{}");
        const server = context.server;
        assert(server, "no server running");
        const run = randomUUID().slice(0, 8);
        const addresses = Array.from({ length: 3_000 }, (_, index) => `crash-${run}-${index}@example.com`);
        const acknowledged: string[] = [];
        let failures = 0;
        let killed = false;
        const load = pool(addresses, 50, async (address) => {
          try {
            const answer = await subscribe(context.origin, address);
            if (answer.status === 201) acknowledged.push(address);
          } catch {
            failures += 1;
          }
          if (!killed && acknowledged.length >= 300) {
            killed = true;
            await server.kill();
          }
        });
        await load;
        assert(killed, "the load ended before the server was killed");
        assert(failures > 0, "no request failed: the kill did not land mid-load");
        await context.startServer();
        const store = context.store();
        const lost: string[] = [];
        for (const address of acknowledged) {
          if (!(await store.get(COLLECTIONS.newsletters, address))) lost.push(address);
        }
        assertEqual(lost.length, 0, `acknowledged subscriptions missing after the restart (of ${acknowledged.length}): ${lost.slice(0, 5).join(", ")}`);
        assertEqual((await readiness(context)).status, 200, "readiness after the restart");
      },
    },
  ];
}

/** The checks that make the database unwritable, which needs root; see ROOT_CHECKS. */
export function rootFaultChecks(context: SuiteContext): Check[] {
  return [
    {
      group: GROUP,
      name: "database unwritable (chattr +i): readiness 503, pages still served, the process lives and recovers",
      async run() {
        const unsupported = immutableSupported();
        if (unsupported) throw new CheckFailure(unsupported);
        const pid = context.server?.child.pid;
        assert(pid, "no server running");
        setImmutable(true);
        try {
          const down = await readinessUntil(context, "readiness 503 naming documents", (answer) => answer.status === 503);
          assert(down.body?.adapters.documents?.state === "down", `readiness did not name documents: ${down.text}`);
          assertEqual((await send(context.origin, { method: "GET", path: "/api/health" })).status, 200, "liveness with the database unwritable");
          const home = await send(context.origin, { method: "GET", path: "/" });
          assertEqual(home.status, 200, "home page status with the database unwritable");
          assert(home.text.includes("<h1"), "the home page came back without its content");
        } finally {
          setImmutable(false);
        }
        assert(context.server?.alive(), "the server process died while the database was unwritable");
        await readinessUntil(context, "readiness 200 after the database returned", (answer) => answer.status === 200);
      },
    },
    {
      group: GROUP,
      name: "database unwritable: newsletter answers 503 with a JSON error, nothing stored, and 201 once it returns",
      async run() {
        await context.requireRoute("POST", "/api/newsletter", "{}");
        const unsupported = immutableSupported();
        if (unsupported) throw new CheckFailure(unsupported);
        const email = `db-down-${randomUUID().slice(0, 8)}@example.com`;
        setImmutable(true);
        try {
          const answer = await subscribe(context.origin, email);
          assertEqual(answer.status, 503, "newsletter status with the database unwritable");
          const error = answer.json<{ error?: unknown }>()?.error;
          assert(typeof error === "string" && error.length > 10, `no clear JSON error: ${answer.text.slice(0, 200)}`);
          assert(!/sqlite|SQLITE_|stack|at \w+ \(/i.test(answer.text), `the error leaks internals: ${answer.text}`);
          for (const path of ["/", "/blog", "/careers"]) {
            const page = await send(context.origin, { method: "GET", path });
            assertEqual(page.status, 200, `${path} status with the database unwritable`);
          }
        } finally {
          setImmutable(false);
        }
        assert(context.server?.alive(), "the server process died while the database was unwritable");
        assertEqual(await context.store().get(COLLECTIONS.newsletters, email), null, "subscription stored during the fault");
        assertEqual((await subscribe(context.origin, email)).status, 201, "newsletter status after the database returned");
      },
    },
  ];
}
