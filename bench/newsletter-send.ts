// The newsletter part of `npm run bench` (alone: `npm run bench:newsletter`): an issue sent from the
// staff route, after a real sign-in, to a list seeded straight into the store, delivered to a counting
// SMTP sink on 127.0.0.1. With the delivery worker: the time to queue every copy and to deliver them
// all, the server's RSS meanwhile, and a visitor page's requests per second while the send drains
// beside the same page before it, same server. Without the worker (MAIL_WORKER=false, App Hosting):
// one scheduled drain call at the default settings, measured, and the list's time derived from it.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { OutboxMail } from "@/lib/ports/documents/port";
import { serverEnvSchema } from "@/lib/primitives/config";
import { postJson, send, staffSignIn } from "@/tests/reliability/api";
import { waitFor } from "@/tests/reliability/context";
import { rssBytes } from "@/tests/reliability/checks/memory";
import { seedSubscribers } from "@/tests/reliability/checks/newsletter";
import { sqliteDocuments } from "@/tests/support/documents";
import { type AppServer, buildNext, ROOT, startNextServer } from "@/tests/support/processes";
import { inCgroup, instanceMemoryMiB, type MemoryCgroup, memoryCgroup } from "@/tests/support/memory-cgroup";
import { startSmtpServer, type TestSmtpServer } from "@/tests/support/smtp-server";
import { pinnedWhile } from "./cluster";
import { LOAD_SETTINGS, type LoadFigures, loadGet } from "./load";

const SUBSCRIBERS = Number(process.env.BENCH_NEWSLETTER_SUBSCRIBERS ?? 10_000);
const PORT = Number(process.env.BENCH_NEWSLETTER_PORT ?? 3206);
const DRAIN_PORT = Number(process.env.BENCH_NEWSLETTER_DRAIN_PORT ?? 3207);
const PAGE = "/blog";
const DRAIN_SECRET = "bench-newsletter-drain-secret-0123456789abcdef";
/** The worker side paces at the setting's ceiling, so its times are the server's and the sink's, not the schedule's. */
const WORKER_PER_MINUTE = "100000";
/** A loaded machine sends slower; this only bounds a hang. */
const LONG = 1_800_000;
const SAMPLE_MS = 250;
export const NEWSLETTER_PAGE_TARGET_RATIO = 0.8;

const DEFAULTS = serverEnvSchema.pick({ MAIL_DRAIN_MAX_MESSAGES: true, MAIL_DRAIN_BUDGET_MS: true, NEWSLETTER_SEND_PER_MINUTE: true }).parse({});
/** The schedule of functions/ (drainMailEveryMinute). */
const SCHEDULE_MS = 60_000;

export interface WorkerSend {
  queueMs: number;
  deliverMs: number;
  delivered: number;
  addresses: number;
  duplicates: number;
  /** The memory cgroup the server ran in (App Hosting's memoryMiB; root only), or null on the host's whole memory. */
  rss: { beforeMb: number; peakMb: number; afterMb: number; cgroupMiB: number | null };
  idle: LoadFigures;
  during: LoadFigures;
  /** Copies delivered when the load during the send began and ended: the load fell inside the drain if the end is short of the list. */
  deliveredWhileLoaded: [number, number];
  ratio: number;
}

export interface DrainSend {
  queueMs: number;
  /** One call of POST /api/mail/drain once the schedule made `maxMessages` copies due. */
  callMs: number;
  sent: number;
  arrived: number;
  more: boolean;
  /** Derived, not measured: the list at one call a minute, each delivering what this one did. */
  derivedMinutes: number;
}

export interface NewsletterSendResult {
  settings: {
    subscribers: number;
    page: string;
    load: typeof LOAD_SETTINGS;
    workerPerMinute: number;
    drain: { maxMessages: number; budgetMs: number; perMinute: number; scheduleMs: number };
  };
  worker: WorkerSend | null;
  drain: DrainSend | null;
  errors: string[];
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).split("\n")[0] ?? "";
const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024);

interface Side {
  server: AppServer;
  sqlite: string;
  addresses: string[];
  cookie: string;
}

/** A fresh data folder with `SUBSCRIBERS` active subscribers, its server on the sink, and an admin signed in. */
async function startSide(
  label: string,
  port: number,
  sink: TestSmtpServer,
  env: Record<string, string>,
  { mailText, cgroupProcs }: { mailText?: () => Promise<void>; cgroupProcs?: string } = {},
): Promise<Side> {
  const dataDir = `.data/bench-newsletter-${label}`;
  fs.rmSync(path.join(ROOT, dataDir), { recursive: true, force: true });
  fs.mkdirSync(path.join(ROOT, dataDir), { recursive: true });
  const sqlite = path.join(ROOT, dataDir, "lexor.sqlite");
  const addresses = Array.from({ length: SUBSCRIBERS }, (_, index) => `bench-${label}-${String(index).padStart(5, "0")}@example.com`);
  await seedSubscribers(sqlite, addresses);
  const admin = `bench-admin-${label}@lexor.example`;
  const server = await startNextServer(
    port,
    { DATA_DIR: dataDir, SMTP_URL: sink.url, STAFF_EMAILS: admin, RATE_LIMIT_SCALE: "10000", ...env },
    { cgroupProcs },
  );
  try {
    const cookie = await staffSignIn(server.origin, admin, async () => {
      await mailText?.();
      return (await sink.waitFor((mail) => mail.envelope.to.includes(admin), 120_000)).parsed.text ?? "";
    });
    return { server, sqlite, addresses, cookie };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

/** Creates an issue and sends it from the staff routes; the issue's id. */
async function sendIssue({ server, cookie }: Side, subject: string): Promise<string> {
  const created = await postJson(server.origin, "/api/staff/newsletter", { subject, body: "# Bench issue\n\nOne copy for each subscriber." }, cookie);
  if (created.status !== 201) throw new Error(`creating the issue answered HTTP ${created.status}`);
  const id = created.json<{ id: string }>()?.id ?? "";
  const sent = await postJson(server.origin, `/api/staff/newsletter/${id}/send`, { confirm: "yes" }, cookie);
  if (sent.status !== 202) throw new Error(`sending the issue answered HTTP ${sent.status}`);
  return id;
}

const issueStatus = (sqlite: string, id: string) => sqliteDocuments<{ status: string }>(sqlite, "newsletterIssues").find((doc) => doc.id === id)?.data.status;
const arrivedAt = (sink: TestSmtpServer, addresses: string[]) => addresses.filter((address) => sink.received.has(address)).length;

async function pageLoad(server: AppServer, log: (line: string) => void): Promise<LoadFigures> {
  return pinnedWhile([server.child.pid], log, () => loadGet(server.origin, PAGE));
}

/** Node sizes its heap from the memory it sees: in an instance's cgroup the server's RSS is the instance's, not this host's. */
const instanceCgroup = (): MemoryCgroup | null =>
  process.getuid?.() === 0 ? memoryCgroup(`lexor-bench-newsletter-${process.pid}`, instanceMemoryMiB()) : null;

async function workerSide(sink: TestSmtpServer, log: (line: string) => void): Promise<WorkerSend> {
  const cgroup = instanceCgroup();
  const side = await startSide("worker", PORT, sink, { NEWSLETTER_SEND_PER_MINUTE: WORKER_PER_MINUTE }, { cgroupProcs: cgroup?.procs }).catch(
    (error: unknown) => {
      cgroup?.remove();
      throw error;
    },
  );
  const { server, sqlite, addresses } = side;
  try {
    const pid = server.child.pid;
    if (!pid) throw new Error("the server has no pid");
    if (cgroup && !inCgroup(pid, cgroup.name)) throw new Error(`the server is not in the memory cgroup ${cgroup.name}`);
    const warm = await fetch(server.origin + PAGE);
    await warm.arrayBuffer();
    if (warm.status !== 200) throw new Error(`GET ${PAGE} answered HTTP ${warm.status}`);
    log(`Newsletter: GET ${PAGE} with no send running...`);
    const idle = await pageLoad(server, log);

    const before = rssBytes(pid);
    let peak = before;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        peak = Math.max(peak, rssBytes(pid));
        await new Promise((resolve) => setTimeout(resolve, SAMPLE_MS));
      }
    })();
    log(`Newsletter: an issue to ${SUBSCRIBERS} subscribers through the delivery worker, GET ${PAGE} again while it drains...`);
    const started = performance.now();
    const id = await sendIssue(side, "Bench issue (worker)");
    let queueMs = 0;
    const queued = waitFor("every copy queued", () => issueStatus(sqlite, id) === "queued", LONG).then(() => {
      queueMs = performance.now() - started;
    });
    const during = waitFor("the first copy at the sink", () => arrivedAt(sink, addresses) > 0, LONG).then(async () => {
      const first = arrivedAt(sink, addresses);
      const figures = await pageLoad(server, log);
      return { figures, window: [first, arrivedAt(sink, addresses)] as [number, number] };
    });
    let deliverMs = 0;
    const delivered = waitFor(`all ${SUBSCRIBERS} copies at the sink`, () => arrivedAt(sink, addresses) === SUBSCRIBERS, LONG).then(() => {
      deliverMs = performance.now() - started;
    });
    const [, loaded] = await Promise.all([queued, during, delivered]).finally(() => {
      sampling = false;
    });
    await sampler;
    const copies = addresses.reduce((sum, address) => sum + (sink.received.get(address) ?? 0), 0);
    return {
      queueMs,
      deliverMs,
      delivered: copies,
      addresses: arrivedAt(sink, addresses),
      duplicates: copies - arrivedAt(sink, addresses),
      rss: { beforeMb: megabytes(before), peakMb: megabytes(peak), afterMb: megabytes(rssBytes(pid)), cgroupMiB: cgroup ? instanceMemoryMiB() : null },
      idle,
      during: loaded.figures,
      deliveredWhileLoaded: loaded.window,
      ratio: loaded.figures.requestsPerSecond / idle.requestsPerSecond,
    };
  } finally {
    await server.stop();
    cgroup?.remove();
  }
}

async function drainSide(sink: TestSmtpServer, log: (line: string) => void): Promise<DrainSend> {
  const origin = `http://127.0.0.1:${DRAIN_PORT}`;
  const drain = async () => {
    const answer = await send(origin, { method: "POST", path: "/api/mail/drain", headers: { authorization: `Bearer ${DRAIN_SECRET}` } });
    if (answer.status !== 200) throw new Error(`POST /api/mail/drain answered HTTP ${answer.status}`);
    return answer.json<{ sent: number; more: boolean }>() ?? { sent: 0, more: false };
  };
  // The sign-in email waits in the outbox like any other until a drain sends it.
  const side = await startSide(
    "drain",
    DRAIN_PORT,
    sink,
    { MAIL_WORKER: "false", MAIL_DRAIN_SECRET: DRAIN_SECRET },
    {
      mailText: async () => {
        await drain();
      },
    },
  );
  const { server, sqlite, addresses } = side;
  try {
    log("Newsletter: the same list with MAIL_WORKER=false, one drain call at the default settings...");
    const started = performance.now();
    const id = await sendIssue(side, "Bench issue (drain)");
    await waitFor("every copy queued", () => issueStatus(sqlite, id) === "queued", LONG);
    const queueMs = performance.now() - started;
    const due = sqliteDocuments<OutboxMail>(sqlite, "mailOutbox")
      .filter((doc) => doc.data.kind === "newsletter-issue" && doc.data.source.id === id)
      .map((doc) => Date.parse(doc.data.dueAt ?? ""))
      .sort((a, b) => a - b);
    if (due.length !== SUBSCRIBERS) throw new Error(`${due.length} copies queued for ${SUBSCRIBERS} subscribers`);
    const full = due[Math.min(DEFAULTS.MAIL_DRAIN_MAX_MESSAGES, due.length) - 1] ?? 0;
    log(`  waiting ${Math.max(0, Math.ceil((full - Date.now()) / 1000))} s for the schedule to make ${DEFAULTS.MAIL_DRAIN_MAX_MESSAGES} copies due...`);
    await waitFor(`${DEFAULTS.MAIL_DRAIN_MAX_MESSAGES} copies due`, () => Date.now() > full, LONG);
    const called = performance.now();
    const report = await drain();
    const callMs = performance.now() - called;
    const arrived = arrivedAt(sink, addresses);
    // Each scheduled call delivers what is due, at most what this one did; the pace makes perMinute due a minute.
    const perCall = Math.min(report.sent, DEFAULTS.NEWSLETTER_SEND_PER_MINUTE);
    const derivedMinutes = perCall > 0 ? (Math.ceil(SUBSCRIBERS / perCall) * SCHEDULE_MS) / 60_000 : Number.POSITIVE_INFINITY;
    return { queueMs, callMs, sent: report.sent, arrived, more: report.more, derivedMinutes };
  } finally {
    await server.stop();
  }
}

/** Both sides against one counting sink; a failure is reported, not thrown. */
export async function benchNewsletterSend(log: (line: string) => void): Promise<NewsletterSendResult> {
  const result: NewsletterSendResult = {
    settings: {
      subscribers: SUBSCRIBERS,
      page: PAGE,
      load: LOAD_SETTINGS,
      workerPerMinute: Number(WORKER_PER_MINUTE),
      drain: {
        maxMessages: DEFAULTS.MAIL_DRAIN_MAX_MESSAGES,
        budgetMs: DEFAULTS.MAIL_DRAIN_BUDGET_MS,
        perMinute: DEFAULTS.NEWSLETTER_SEND_PER_MINUTE,
        scheduleMs: SCHEDULE_MS,
      },
    },
    worker: null,
    drain: null,
    errors: [],
  };
  const sink = await startSmtpServer(0, { keep: (recipients) => recipients.some((address) => address.startsWith("bench-admin-")) });
  try {
    try {
      result.worker = await workerSide(sink, log);
    } catch (error) {
      result.errors.push(`worker: ${errorText(error)}`);
    }
    try {
      result.drain = await drainSide(sink, log);
    } catch (error) {
      result.errors.push(`drain: ${errorText(error)}`);
    }
  } finally {
    await sink.stop();
  }
  return result;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export function formatNewsletterSend(result: NewsletterSendResult): string {
  const { subscribers, page, load, workerPerMinute, drain } = result.settings;
  const lines = [`Newsletter send: an issue to ${subscribers.toLocaleString("en")} subscribers from the staff route, to a counting SMTP sink on 127.0.0.1`];
  for (const error of result.errors) lines.push(`  failed: ${error}`);
  const worker = result.worker;
  if (worker) {
    lines.push(
      `  delivery worker (NEWSLETTER_SEND_PER_MINUTE=${workerPerMinute}): queued in ${seconds(worker.queueMs)}, all delivered in ${seconds(worker.deliverMs)} (${(subscribers / (worker.deliverMs / 1000)).toFixed(0)}/s); ${worker.addresses} addresses, ${worker.duplicates} duplicates`,
      `  server RSS${worker.rss.cgroupMiB ? ` (in a ${worker.rss.cgroupMiB} MiB memory cgroup, an App Hosting instance's)` : " (on the host's whole memory: run as root for an instance's cgroup)"}: ${worker.rss.beforeMb} MB before the send, peak ${worker.rss.peakMb} MB during it (+${worker.rss.peakMb - worker.rss.beforeMb} MB), ${worker.rss.afterMb} MB after`,
      `  GET ${page} (${load.connections} connections, ${load.durationSeconds} s): ${worker.idle.requestsPerSecond.toFixed(0)} req/s with no send, ${worker.during.requestsPerSecond.toFixed(0)} req/s while it drains (copies ${worker.deliveredWhileLoaded[0]} to ${worker.deliveredWhileLoaded[1]} delivered meanwhile${worker.deliveredWhileLoaded[1] >= subscribers ? "; the drain ended before the load did" : ""}), non2xx ${worker.during.non2xx}, p99 ${worker.idle.p99Ms} → ${worker.during.p99Ms} ms`,
      `  while draining / no send: ${worker.ratio.toFixed(2)}× ${worker.ratio >= NEWSLETTER_PAGE_TARGET_RATIO ? "✓" : "✗"} (target ≥ ${NEWSLETTER_PAGE_TARGET_RATIO}×)`,
    );
  }
  const drained = result.drain;
  if (drained) {
    lines.push(
      `  MAIL_WORKER=false, defaults (MAIL_DRAIN_MAX_MESSAGES=${drain.maxMessages}, MAIL_DRAIN_BUDGET_MS=${drain.budgetMs}, NEWSLETTER_SEND_PER_MINUTE=${drain.perMinute}): queued in ${seconds(drained.queueMs)}; one drain call with ${drain.maxMessages} copies due sent ${drained.sent} (${drained.arrived} at the sink) in ${seconds(drained.callMs)}`,
      `  derived, not measured: at one scheduled call every ${drain.scheduleMs / 1000} s, ${subscribers.toLocaleString("en")} subscribers take about ${drained.derivedMinutes.toFixed(0)} minutes`,
    );
  }
  return lines.join("\n");
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const log = (line: string) => console.info(line);
  (async () => {
    // BENCH_BUILD=0 serves the build already in .next.
    if (process.env.BENCH_BUILD !== "0") {
      log("Building the site (next build)...");
      buildNext({ DATA_DIR: ".data/bench", RATE_LIMIT_SCALE: "10000" });
    }
    const result = await benchNewsletterSend(log);
    log("");
    log(formatNewsletterSend(result));
    if (result.errors.length > 0) process.exitCode = 1;
  })().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
