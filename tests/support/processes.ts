// Child processes for the benchmark and the reliability suite: each runs in its own process group
// (so `next start` and the next-server it forks stop together) and every group still running is
// killed when this process exits, including on Ctrl-C or an uncaught error.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import net from "node:net";
import path from "node:path";

// __dirname rather than import.meta: Playwright loads this file as CommonJS; tsx and vitest give both.
export const ROOT = path.resolve(__dirname, "../..");
export const NEXT_BIN = path.join(ROOT, "node_modules/next/dist/bin/next");
/** The site's production server (`npm start`). */
export const SERVER_SCRIPT = path.join(ROOT, "server.mjs");

/**
 * The opt-in to the embedded adapters (SQLite file, files folder, .eml outbox) and demo content,
 * which a production build and server refuse without it. Every build and server started here for
 * the tests and the bench carries it; a test of the refusal starts its server without these helpers.
 */
export const EMBEDDED_OPT_IN = { EMBEDDED_DEFAULTS: "true" };

const running = new Set<ChildProcess>();

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

let cleanupInstalled = false;
function installCleanup(): void {
  if (cleanupInstalled) return;
  cleanupInstalled = true;
  process.on("exit", () => {
    for (const child of running) killGroup(child, "SIGKILL");
  });
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      for (const child of running) killGroup(child, "SIGKILL");
      process.exit(130);
    });
  }
}

export interface GroupProcess {
  readonly child: ChildProcess;
  /** Everything the process printed, for failure reports. */
  output(): string;
  /** SIGTERM to the group, then SIGKILL if it has not exited within `graceMs`. */
  stop(graceMs?: number): Promise<void>;
  /** SIGKILL to the whole group at once: a crash, not a shutdown. */
  kill(): Promise<void>;
  alive(): boolean;
}

/**
 * Starts a command in a new process group; its output is kept (and echoed when `echo` is set). It
 * inherits this process's environment unless `inheritEnv` is false (then it gets PATH and HOME).
 */
export function startGroup(
  command: string,
  args: string[],
  options: { env?: Record<string, string>; cwd?: string; echo?: boolean; inheritEnv?: boolean } = {},
): GroupProcess {
  installCleanup();
  const base: Record<string, string | undefined> = options.inheritEnv === false ? { PATH: process.env.PATH, HOME: process.env.HOME } : process.env;
  const env: Record<string, string | undefined> = { ...base, NEXT_TELEMETRY_DISABLED: "1", ...options.env };
  const child = spawn(command, args, {
    cwd: options.cwd ?? ROOT,
    env: env as NodeJS.ProcessEnv,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.add(child);
  const exited = once(child, "exit").then(() => running.delete(child));
  let log = "";
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-200_000);
    if (options.echo) process.stderr.write(chunk);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);

  const alive = () => child.exitCode === null && child.signalCode === null;
  const stopWith = async (signal: NodeJS.Signals, graceMs: number) => {
    if (!alive()) return;
    killGroup(child, signal);
    const timer = setTimeout(() => killGroup(child, "SIGKILL"), graceMs);
    await exited;
    clearTimeout(timer);
  };
  return {
    child,
    output: () => log,
    stop: (graceMs = 5_000) => stopWith("SIGTERM", graceMs),
    kill: () => stopWith("SIGKILL", 5_000),
    alive,
  };
}

/** Polls `url` until it answers with one of `statuses` (any answer when omitted). */
export async function waitForHttp(
  url: string,
  { timeoutMs = 120_000, statuses, process: owner }: { timeoutMs?: number; statuses?: number[]; process?: GroupProcess } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = "no answer";
  while (Date.now() < deadline) {
    if (owner && !owner.alive()) throw new Error(`process exited before ${url} answered:\n${owner.output().slice(-4000)}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      await response.arrayBuffer();
      if (!statuses || statuses.includes(response.status)) return;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not become ready in ${timeoutMs} ms (${last})`);
}

/**
 * Throws when something already listens on 127.0.0.1:`port`. A server left over from another run
 * would answer the readiness check in place of the one just started, and every figure after it
 * would describe the wrong build.
 */
export async function assertPortFree(port: number): Promise<void> {
  const taken = await new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: "127.0.0.1", port });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
  if (taken) throw new Error(`127.0.0.1:${port} is already in use: stop what listens there (ss -ltnp) or choose another port`);
}

/**
 * The arguments that run a repository script as `npm run` does: through tsx, with the React server
 * condition under which server modules (marked `server-only`) load outside Next.
 */
export const tsxArgs = (script: string, ...args: string[]): string[] => [
  path.join(ROOT, "node_modules/tsx/dist/cli.mjs"),
  "--conditions=react-server",
  script,
  ...args,
];

/** A port nothing listens on right now, on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface AppServer extends GroupProcess {
  readonly origin: string;
}

/**
 * The production build in `dir`/.next on 127.0.0.1 only: the site under its own production server
 * (server.mjs), any other app (the bench's bare page) under `next start`.
 */
export async function startNextServer(
  port: number,
  env: Record<string, string>,
  { dir = ROOT, echo = false, cgroupProcs }: { dir?: string; echo?: boolean; cgroupProcs?: string } = {},
): Promise<AppServer> {
  const origin = `http://127.0.0.1:${port}`;
  await assertPortFree(port);
  const args = dir === ROOT ? [SERVER_SCRIPT] : [NEXT_BIN, "start", dir, "-H", "127.0.0.1", "-p", String(port)];
  // The shell joins the cgroup, then becomes Node (same pid), so Node starts inside it.
  const [command, commandArgs] = cgroupProcs
    ? ["/bin/sh", ["-c", 'echo $$ > "$0" && exec "$@"', cgroupProcs, process.execPath, ...args]]
    : [process.execPath, args];
  const server = startGroup(command, commandArgs, {
    env: { ...EMBEDDED_OPT_IN, SITE_URL: origin, HOST: "127.0.0.1", PORT: String(port), ...env },
    echo,
  });
  try {
    // Any answer from the health check means the server is up; a 503 is for the caller to judge.
    await waitForHttp(`${origin}/api/health`, { process: server });
  } catch (error) {
    await server.kill();
    throw error;
  }
  return { ...server, origin };
}

/** `next build` of `dir`, returning its wall-clock time; throws with the build log on failure. */
export function buildNext(env: Record<string, string>, dir = ROOT): { wallMs: number } {
  const started = performance.now();
  const result = spawnSync(process.execPath, [NEXT_BIN, "build", dir], {
    cwd: ROOT,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...EMBEDDED_OPT_IN, ...env },
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  const wallMs = performance.now() - started;
  if (result.status !== 0) {
    throw new Error(`next build ${dir} failed (exit ${result.status}):\n${(result.stdout + result.stderr).slice(-6000)}`);
  }
  return { wallMs };
}
