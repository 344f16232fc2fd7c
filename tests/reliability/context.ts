import { spawn } from "node:child_process";
import { Database } from "@/lib/primitives/sqlite-driver";
import { resolveConfig } from "@/lib/primitives/config";
import type { CollectionName, AdminDocumentStore, OutboxMail } from "@/lib/ports/documents/port";
import { createSqliteDocumentStore } from "@/lib/ports/documents/sqlite";
import { createLocalFileStore } from "@/lib/ports/files/local";
import type { FileStore } from "@/lib/ports/files/port";
import { sqliteDocuments } from "@/tests/support/documents";
import { type CaughtEnvelope, type CaughtMail, caughtEnvelopes, caughtMail, setSmtp } from "@/tests/support/mail-catcher-client";
import { type AppServer, EMBEDDED_OPT_IN, ROOT, startNextServer, tsxArgs } from "@/tests/support/processes";
import { CheckFailure, MissingRoute } from "./harness";

export const APP_PORT = Number(process.env.RELIABILITY_PORT ?? 3210);
export const SMTP_PORT = Number(process.env.RELIABILITY_SMTP_PORT ?? 2575);
export const MAIL_CONTROL_PORT = Number(process.env.RELIABILITY_MAIL_HTTP_PORT ?? 2576);
export const DATA_DIR = ".data/reliability";

/** The server's environment: embedded SQLite and files, real SMTP to the catcher. */
export const SERVER_ENV = {
  DATA_DIR,
  SITE_URL: `http://127.0.0.1:${APP_PORT}`,
  SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
  HIRING_TEAM_EMAIL: "careers@lexor.example",
  // The load checks send thousands of writes from one address; the limiter is not what they test.
  RATE_LIMIT_SCALE: "10000",
  REVALIDATION_SECRET: "reliability-revalidation-secret-0123456789",
  FILE_SIGNING_SECRET: "reliability-file-signing-secret-0123456789abcdef",
  // The delivery worker polls often and retries soon, and short SMTP timeouts make its leases
  // 18 s, so the checks see mail settle in seconds; the mechanism is the production one.
  MAIL_WORKER_INTERVAL_MS: "200",
  MAIL_RETRY_BASE_MS: "1000",
  SMTP_CONNECTION_TIMEOUT_MS: "2000",
  SMTP_GREETING_TIMEOUT_MS: "2000",
  SMTP_SOCKET_TIMEOUT_MS: "5000",
};

/**
 * Polls `condition` every 250 ms until it holds; fails the check naming `what` after `timeoutMs`,
 * a bound for a hang that a loaded machine's slowness stays far below.
 */
export async function waitFor(what: string, condition: () => Promise<boolean> | boolean, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new CheckFailure(`timed out after ${timeoutMs} ms waiting for ${what}`);
}

/** An operator command (`scripts/{name}.ts`) run with `env`, its exit code and everything it printed. */
export function runScript(name: string, args: string[], env: Record<string, string>): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, tsxArgs(`scripts/${name}.ts`, ...args), {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on("error", reject);
    child.on("exit", (code) => resolve({ code: code ?? 1, output }));
  });
}

export const settings = resolveConfig({ ...EMBEDDED_OPT_IN, ...SERVER_ENV, NODE_ENV: "production" });

/** The suite's shared state: the running server (restartable) and access to what it stored. */
export class SuiteContext {
  server: AppServer | undefined;
  readonly origin = `http://127.0.0.1:${APP_PORT}`;
  readonly mailUrl = `http://127.0.0.1:${MAIL_CONTROL_PORT}`;
  private storeInstance: AdminDocumentStore | undefined;
  private readonly presence = new Map<string, string | null>();

  async startServer(env: Record<string, string> = {}, options: { cgroupProcs?: string } = {}): Promise<AppServer> {
    this.server = await startNextServer(APP_PORT, { ...SERVER_ENV, ...env }, options);
    return this.server;
  }

  /** The same SQLite file the server writes, through the same adapter code. */
  store(): AdminDocumentStore {
    this.storeInstance ??= createSqliteDocumentStore(settings.sqlitePath);
    return this.storeInstance;
  }

  files(): FileStore {
    return createLocalFileStore(settings);
  }

  count(collection: CollectionName): Promise<number> {
    return this.store().countRaw(collection);
  }

  /** Every document of a collection, read-only, for checks the port has no query for. */
  documents<T = Record<string, unknown>>(collection: CollectionName): { id: string; data: T }[] {
    return sqliteDocuments<T>(settings.sqlitePath, collection);
  }

  /** A fingerprint of every stored document: equal before and after means nothing was written. */
  snapshot(): string {
    const db = new Database(settings.sqlitePath, { readonly: true, fileMustExist: true });
    try {
      const rows = db.prepare<[], { collection: string; id: string; data: string }>("SELECT collection, id, data FROM documents ORDER BY collection, id");
      return rows
        .all()
        .map((row) => `${row.collection}/${row.id}=${row.data}`)
        .join("\n");
    } finally {
      db.close();
    }
  }

  async mail(): Promise<CaughtMail[]> {
    return caughtMail(this.mailUrl);
  }

  async smtp(action: "stop" | "start"): Promise<void> {
    await setSmtp(this.mailUrl, action);
  }

  /**
   * Fails the calling check with a clear reason when the running site lacks the route: a missing
   * route is a 404 that is not one of our JSON errors, or a redirect (unknown paths go to /).
   */
  async requireRoute(method: "GET" | "POST", routePath: string, body?: string): Promise<void> {
    const key = `${method} ${routePath}`;
    if (!this.presence.has(key)) {
      const response = await fetch(this.origin + routePath, {
        method,
        redirect: "manual",
        headers: body === undefined ? {} : { "content-type": "application/json" },
        body,
      });
      const json = (response.headers.get("content-type") ?? "").includes("application/json");
      await response.arrayBuffer();
      const missing = (response.status === 404 && !json) || (response.status >= 300 && response.status < 400);
      this.presence.set(key, missing ? `HTTP ${response.status}${response.headers.get("location") ? ` → ${response.headers.get("location")}` : ""}` : null);
    }
    const missing = this.presence.get(key);
    if (missing) throw new MissingRoute(`route not present on this build: ${key} answered ${missing}`);
  }

  /** An operator's mail command (`mail-drain`, `mail-status`, `mail-requeue`) against the server's database and SMTP. */
  mailCommand(name: string, args: string[] = []): Promise<{ code: number; output: string }> {
    return runScript(name, args, SERVER_ENV);
  }

  async envelopes(): Promise<CaughtEnvelope[]> {
    return caughtEnvelopes(this.mailUrl);
  }

  outbox(): { id: string; data: OutboxMail }[] {
    return this.documents<OutboxMail>("mailOutbox");
  }

  /** Waits until the outbox holds nothing waiting or under way: every email the checks caused is out. */
  async waitForMailIdle(timeoutMs = 60_000): Promise<void> {
    await waitFor(
      "the outbox to settle (nothing pending, sending or waiting to retry)",
      async () => {
        const { counts } = await this.store().mailSummary(0);
        return counts.pending + counts.sending + counts.retrying === 0;
      },
      timeoutMs,
    );
  }

  async close(): Promise<void> {
    await this.storeInstance?.close();
    this.storeInstance = undefined;
    await this.server?.stop();
  }
}
