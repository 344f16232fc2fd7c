// Debian's redis-server on 127.0.0.1, in the foreground with its settings on the command line, in
// its own process group: the shared cache and rate limits of the cluster and their contract tests.
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { assertPortFree, type GroupProcess, startGroup } from "@/tests/support/processes";

export interface RedisServer extends GroupProcess {
  readonly port: number;
  readonly url: string;
}

export function findRedisServer(): string {
  for (const candidate of ["/usr/bin/redis-server", "/usr/local/bin/redis-server"]) {
    if (fs.existsSync(candidate)) return candidate;
  }
  throw new Error("redis-server is missing: run 'bash scripts/ensure-servers.sh' as root (apt-get install redis-server).");
}

/** Sends PING on a fresh connection; true when Redis answers PONG. */
export function pingRedis(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: "127.0.0.1", port });
    let answer = "";
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(2_000, () => done(false));
    socket.once("error", () => done(false));
    socket.once("connect", () => socket.write("PING\r\n"));
    socket.on("data", (chunk) => {
      answer += chunk.toString();
      if (answer.includes("\r\n")) done(answer.startsWith("+PONG"));
    });
  });
}

/**
 * Starts an empty Redis that keeps nothing on disk: a restart is a Redis that lost everything,
 * the harder case for the servers that use it.
 */
export async function startRedis(port: number, workDir: string): Promise<RedisServer> {
  await assertPortFree(port);
  fs.mkdirSync(workDir, { recursive: true });
  const server = startGroup(findRedisServer(), [
    "--port",
    String(port),
    "--bind",
    "127.0.0.1",
    "--daemonize",
    "no",
    "--save",
    "",
    "--appendonly",
    "no",
    "--dir",
    path.resolve(workDir),
    "--logfile",
    "",
  ]);
  const deadline = Date.now() + 15_000;
  while (!(await pingRedis(port))) {
    if (!server.alive()) throw new Error(`redis-server exited before answering:\n${server.output().slice(-2000)}`);
    if (Date.now() > deadline) {
      await server.kill();
      throw new Error(`redis-server on 127.0.0.1:${port} did not answer PING within 15 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { ...server, port, url: `redis://127.0.0.1:${port}` };
}
