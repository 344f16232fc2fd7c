// Production servers a spec starts beside the suite's own, on the suite's build: each with only
// the variables given (nothing inherited from the shell), stopped and its data folder removed
// once the spec's tests have run.
import { once } from "node:events";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { test } from "@playwright/test";
import { type GroupProcess, ROOT, startGroup, waitForHttp } from "@/tests/support/processes";

/** The production server as operators start it (`npm start`). */
export const SERVER = path.join(ROOT, "server.mjs");

export function productionServers(label: string) {
  const servers: GroupProcess[] = [];
  const scratch: string[] = [];
  test.afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    for (const dir of scratch) fs.rmSync(dir, { recursive: true, force: true });
  });
  return {
    /** A data folder of its own, removed after the spec. */
    dataDir(): string {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), `lexor-${label}-`));
      scratch.push(dir);
      return dir;
    },
    start(args: string[], env: Record<string, string>, cwd = ROOT): GroupProcess {
      const server = startGroup(process.execPath, args, { env: { HOST: "127.0.0.1", ...env }, cwd, inheritEnv: false });
      servers.push(server);
      return server;
    },
    /** Another command (`npm run seed`), stopped with the servers if it is still running. */
    run(command: string, args: string[], env: Record<string, string>): GroupProcess {
      const child = startGroup(command, args, { env, inheritEnv: false });
      servers.push(child);
      return child;
    },
  };
}

/** The server's origin once its liveness answers 200. */
export async function started(server: GroupProcess, port: number): Promise<string> {
  const origin = `http://127.0.0.1:${port}`;
  await waitForHttp(`${origin}/api/health`, { process: server, statuses: [200], timeoutMs: 60_000 });
  return origin;
}

/** The JSON lines a server printed (every line it prints is one). */
export function logLines(server: GroupProcess): Record<string, unknown>[] {
  return server
    .output()
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

export async function exitCode(server: GroupProcess): Promise<number | null> {
  if (server.alive()) await once(server.child, "exit");
  return server.child.exitCode;
}
