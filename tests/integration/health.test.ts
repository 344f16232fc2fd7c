import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { resolveConfig } from "@/lib/primitives/config";
import { createSqliteDocumentStore } from "@/lib/ports/documents/sqlite";
import { createLocalFileStore } from "@/lib/ports/files/local";
import { createReadinessCheck, type Port, type Probe } from "@/lib/runtime/health";
import { createSmtpMailer } from "@/lib/ports/mail/smtp";

const scratch = mkdtempSync(path.join(tmpdir(), "lexor-health-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A port nothing listens on: bound, then released. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function realProbes({ database, smtpPort }: { database: string; smtpPort: number }): Promise<Record<Port, Probe>> {
  const settings = resolveConfig({ DATA_DIR: scratch, SMTP_URL: `smtp://127.0.0.1:${smtpPort}` });
  const mailer = createSmtpMailer(settings);
  const files = createLocalFileStore(settings);
  return {
    documents: { adapter: "sqlite", check: async () => createSqliteDocumentStore(database).ping() },
    files: { adapter: "local", check: () => files.ping() },
    mail: { adapter: "smtp", check: () => mailer.ping() },
  };
}

function warnings(run: () => Promise<unknown>): Promise<string> {
  const lines: string[] = [];
  const stderr = vi.spyOn(process.stderr, "write").mockImplementation((chunk) => {
    lines.push(String(chunk));
    return true;
  });
  return run().then(
    () => {
      stderr.mockRestore();
      return lines.join("");
    },
    (error: unknown) => {
      stderr.mockRestore();
      throw error;
    },
  );
}

describe("readiness", () => {
  it("names the adapters and their states only; why one is down goes to the log", async () => {
    // A database path under a file cannot be opened; nothing listens on the SMTP port.
    const check = createReadinessCheck(await realProbes({ database: "/dev/null/unreachable/lexor.sqlite", smtpPort: await closedPort() }));
    let body = "";
    const logged = await warnings(async () => {
      const readiness = await check();
      expect(readiness).toEqual({
        status: "unready",
        adapters: {
          documents: { adapter: "sqlite", state: "down" },
          files: { adapter: "local", state: "up" },
          mail: { adapter: "smtp", state: "down" },
        },
      });
      body = JSON.stringify(readiness);
    });
    for (const detail of ["ENOTDIR", "ECONNREFUSED", "/dev/null", "127.0.0.1", "rror"]) expect(body).not.toContain(detail);
    const lines = logged
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line));
    expect(lines).toContainEqual(
      expect.objectContaining({ severity: "WARNING", message: "readiness check failed", port: "mail", error: expect.stringMatching(/ECONNREFUSED/) }),
    );
    expect(lines).toContainEqual(expect.objectContaining({ port: "documents", error: expect.stringMatching(/directory/i) }));
  });

  it("is `degraded`, not unready, when only mail is down: messages wait and the site still takes writes", async () => {
    const check = createReadinessCheck(await realProbes({ database: path.join(scratch, "lexor.sqlite"), smtpPort: await closedPort() }));
    let readiness: Awaited<ReturnType<typeof check>> | undefined;
    await warnings(async () => {
      readiness = await check();
    });
    expect(readiness?.status).toBe("degraded");
    expect(readiness?.adapters.documents.state).toBe("up");
  });

  it("runs the probes once per interval, however many callers ask", async () => {
    let now = 1_000;
    let runs = 0;
    const probe = {
      adapter: "counting",
      check: async () => {
        runs += 1;
      },
    };
    const check = createReadinessCheck({ documents: probe, files: probe, mail: probe }, { ttlMs: 5_000, clock: () => now });
    await Promise.all(Array.from({ length: 20 }, () => check()));
    expect(runs).toBe(3);
    now += 4_999;
    await check();
    expect(runs).toBe(3);
    now += 1;
    await check();
    expect(runs).toBe(6);
  });

  it("counts a probe that never answers as down", async () => {
    const hung = { adapter: "hung", check: () => new Promise<void>(() => {}) };
    const up = { adapter: "up", check: async () => {} };
    const check = createReadinessCheck({ documents: hung, files: up, mail: up }, { timeoutMs: 50 });
    let readiness: Awaited<ReturnType<typeof check>> | undefined;
    await warnings(async () => {
      readiness = await check();
    });
    expect(readiness?.adapters.documents.state).toBe("down");
    expect(readiness?.status).toBe("unready");
  });
});
