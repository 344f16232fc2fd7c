import { createClient } from "@redis/client";
import { errorText, log } from "@/lib/primitives/log";
import { processWide } from "@/lib/primitives/process-wide";

// Redis on loopback or in the VPC answers in well under a millisecond; one that takes a second is in trouble.
const REDIS_COMMAND_TIMEOUT_MS = 1_000;

class RedisTimeout extends Error {
  override name = "RedisTimeout";
}

// node-redis's timeout stops counting once a command is written, so a Redis that never answers would hold the request.
export function withTimeout<T>(command: Promise<T>, ms = REDIS_COMMAND_TIMEOUT_MS): Promise<T> {
  command.catch(() => undefined);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RedisTimeout(`Redis did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([command, timeout]).finally(() => clearTimeout(timer));
}

export type RedisClient = ReturnType<typeof openRedisConnection>;
// A module-level map would open one connection per server chunk: one per process instead.
const registry = () => processWide("lexor.redis-clients", () => new Map<string, RedisClient>());

export function openRedisConnection(url: string) {
  const client = createClient({
    url,
    name: "lexor-site",
    // While the connection is down a command fails at once instead of queueing until Redis is
    // back: callers fall back to their local copies rather than hold the visitor's request.
    disableOfflineQueue: true,
    socket: { connectTimeout: 2_000 },
  });
  let down = false;
  client.on("error", (error: unknown) => {
    if (down) return;
    down = true;
    log.warn("redis unreachable: shared cache and rate limits fall back to this instance", {
      error: errorText(error),
    });
  });
  client.on("ready", () => {
    if (down) log.info("redis reachable again");
    down = false;
  });
  client.connect().catch(() => undefined);
  return client;
}

export function redisReady(client: RedisClient, timeoutMs = 2_000): Promise<boolean> {
  if (client.isReady) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      client.off("ready", onReady);
      resolve(false);
    }, timeoutMs);
    timer.unref();
    const onReady = () => {
      clearTimeout(timer);
      resolve(true);
    };
    client.once("ready", onReady);
  });
}

const lastReported = new Map<string, number>();

export function reportRedisFailure(operation: string, error: unknown, now = Date.now()): void {
  const last = lastReported.get(operation);
  if (last !== undefined && now - last < 30_000) return;
  lastReported.set(operation, now);
  log.warn("redis command failed", { operation, error: errorText(error) });
}

export function redisClient(url: string): RedisClient {
  const clients = registry();
  let client = clients.get(url);
  if (!client) {
    client = openRedisConnection(url);
    clients.set(url, client);
  }
  return client;
}
