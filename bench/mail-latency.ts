// Application latency under load with the mail server up and with it hung, side by side: a hung
// SMTP server must cost the delivery worker, never a visitor. Each side gets its own production
// server (the build in .next, production SMTP timeouts) and its own data folder.
import fs from "node:fs";
import path from "node:path";
import type { OutboxMail } from "@/lib/ports/documents/port";
import { apply, applicationFor, pool, uploadResume } from "@/tests/reliability/api";
import { sqliteDocuments } from "@/tests/support/documents";
import { type AppServer, freePort, ROOT, startNextServer } from "@/tests/support/processes";
import { startHungSmtpServer, startSmtpServer } from "@/tests/support/smtp-server";

/** 0 picks a free port for each side's server. */
const PORT = Number(process.env.BENCH_MAIL_PORT ?? 3202);
/** 0 picks a free port for each side's SMTP server. */
const SMTP_PORT = Number(process.env.BENCH_MAIL_SMTP_PORT ?? 0);
const DEPARTMENT = { id: "strategy", roles: ["Technology Strategy Consultant"] };

export const MAIL_LATENCY_SETTINGS = { applications: 200, concurrency: 20, warmup: 10 } as const;
/** Hung may be this much slower than up at most. */
export const MAIL_LATENCY_TARGET_RATIO = 1.5;

export interface LatencyFigures {
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
  requestsPerSecond: number;
  statuses: Record<string, number>;
  /** Messages the SMTP server accepted by the end of the run (up), or outbox messages waiting (hung). */
  mail: string;
}

export interface MailLatencyResult {
  settings: typeof MAIL_LATENCY_SETTINGS;
  up: LatencyFigures | null;
  hung: LatencyFigures | null;
  p50Ratio: number | null;
  p99Ratio: number | null;
  error?: string;
}

const percentile = (sorted: number[], fraction: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))] ?? 0;

/** Uploads a résumé per application first (not timed), then times the applications, `concurrency` at a time. */
async function applicationLoad(server: AppServer, label: string): Promise<Omit<LatencyFigures, "mail">> {
  const { applications, concurrency, warmup } = MAIL_LATENCY_SETTINGS;
  const tokens = await pool(
    Array.from({ length: applications + warmup }, (_, index) => index),
    10,
    async () => {
      const { token, answer } = await uploadResume(server.origin, DEPARTMENT.id);
      if (!token) throw new Error(`résumé upload answered HTTP ${answer.status}: ${answer.text.slice(0, 300)}`);
      return token;
    },
  );
  const send = (token: string, index: number) => apply(server.origin, applicationFor(DEPARTMENT, `bench-mail-${label}-${index}@example.com`, token));
  await pool(tokens.slice(0, warmup), concurrency, send);
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  const started = performance.now();
  await pool(tokens.slice(warmup), concurrency, async (token, index) => {
    const begun = performance.now();
    const answer = await send(token, warmup + index);
    latencies.push(performance.now() - begun);
    statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
  });
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    p50Ms: percentile(latencies, 0.5),
    p95Ms: percentile(latencies, 0.95),
    p99Ms: percentile(latencies, 0.99),
    maxMs: latencies.at(-1) ?? 0,
    requestsPerSecond: latencies.length / seconds,
    statuses,
  };
}

/** Outbox messages of a side's data folder not yet sent. */
function waitingMail(dataDir: string): number {
  const sqlite = path.join(ROOT, dataDir, "lexor.sqlite");
  return sqliteDocuments<OutboxMail>(sqlite, "mailOutbox").filter((entry) => entry.data.status !== "sent" && entry.data.status !== "dead").length;
}

/**
 * One side: a production server on its own data folder, its mail server started after it is up
 * (the health check pings SMTP, and a hung server would keep it from answering), the load, then
 * what became of the mail.
 */
async function side(label: "up" | "hung", startSmtp: (port: number) => Promise<{ stop(): Promise<void>; delivered(): number }>): Promise<LatencyFigures> {
  const dataDir = `.data/bench-mail-${label}`;
  fs.rmSync(path.join(ROOT, dataDir), { recursive: true, force: true });
  const smtpPort = SMTP_PORT || (await freePort());
  const server = await startNextServer(PORT || (await freePort()), { DATA_DIR: dataDir, SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, RATE_LIMIT_SCALE: "10000" });
  const smtp = await startSmtp(smtpPort);
  try {
    const figures = await applicationLoad(server, label);
    const during = smtp.delivered();
    const waiting = waitingMail(dataDir);
    if (label === "hung") return { ...figures, mail: `${during} delivered, ${waiting} waiting in the outbox after the run` };
    // Up: the worker catches up once the load is over; how long that takes is part of the picture.
    const started = performance.now();
    while (waitingMail(dataDir) > 0 && performance.now() - started < 120_000) await new Promise((resolve) => setTimeout(resolve, 250));
    const drained = ((performance.now() - started) / 1000).toFixed(1);
    return {
      ...figures,
      mail: `${during} delivered during the run, all ${smtp.delivered()} ${waitingMail(dataDir) === 0 ? `${drained} s after it` : "not yet after 120 s"}`,
    };
  } finally {
    await server.stop();
    await smtp.stop();
  }
}

export async function measureMailLatency(log: (line: string) => void): Promise<MailLatencyResult> {
  const { applications, concurrency } = MAIL_LATENCY_SETTINGS;
  const result: MailLatencyResult = { settings: MAIL_LATENCY_SETTINGS, up: null, hung: null, p50Ratio: null, p99Ratio: null };
  try {
    log(`Mail latency: ${applications} applications, ${concurrency} at a time, SMTP up...`);
    result.up = await side("up", async (port) => {
      const smtp = await startSmtpServer(port);
      return { stop: () => smtp.stop(), delivered: () => smtp.messages.length };
    });
    log("Mail latency: the same with an SMTP server that accepts connections and never answers...");
    result.hung = await side("hung", async (port) => {
      const smtp = await startHungSmtpServer(port);
      return { stop: () => smtp.stop(), delivered: () => 0 };
    });
    result.p50Ratio = result.up.p50Ms > 0 ? result.hung.p50Ms / result.up.p50Ms : null;
    result.p99Ratio = result.up.p99Ms > 0 ? result.hung.p99Ms / result.up.p99Ms : null;
  } catch (error) {
    result.error = error instanceof Error ? error.message : String(error);
  }
  return result;
}

const ms = (value: number) => `${Math.round(value)} ms`;

export function formatMailLatency(result: MailLatencyResult): string {
  const { applications, concurrency, warmup } = result.settings;
  const lines = [
    `Application latency, SMTP up vs hung: ${applications} applications, ${concurrency} at a time, after ${warmup} warm-up ones; résumés uploaded beforehand (target: hung ≤ ${MAIL_LATENCY_TARGET_RATIO}× up)`,
  ];
  if (result.error) lines.push(`  failed: ${result.error}`);
  const row = (label: string, figures: LatencyFigures | null) =>
    figures
      ? `  ${label.padEnd(10)}p50 ${ms(figures.p50Ms).padStart(8)}  p95 ${ms(figures.p95Ms).padStart(8)}  p99 ${ms(figures.p99Ms).padStart(8)}  max ${ms(figures.maxMs).padStart(8)}  ${figures.requestsPerSecond.toFixed(1).padStart(6)} req/s  ${Object.entries(
          figures.statuses,
        )
          .map(([status, count]) => `${status}×${count}`)
          .join(" ")}  mail: ${figures.mail}`
      : `  ${label.padEnd(10)}-`;
  lines.push(row("SMTP up", result.up), row("SMTP hung", result.hung));
  if (result.p50Ratio !== null && result.p99Ratio !== null) {
    const verdict = result.p50Ratio <= MAIL_LATENCY_TARGET_RATIO && result.p99Ratio <= MAIL_LATENCY_TARGET_RATIO ? "✓" : "✗";
    lines.push(`  hung/up   p50 ${result.p50Ratio.toFixed(2)}×, p99 ${result.p99Ratio.toFixed(2)}× ${verdict}`);
  }
  return lines.join("\n");
}
