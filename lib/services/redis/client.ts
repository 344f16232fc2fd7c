import { createClient } from "@redis/client";
import { errorText, log } from "@/lib/primitives/log";
import { processWide } from "@/lib/primitives/process-wide";

/**
 * A Redis on loopback or in the same VPC answers in well under a millisecond; one that takes a
 * second is in trouble, and the request waiting on it should stop waiting.
 */
const REDIS_COMMAND_TIMEOUT_MS = 1_000;

class RedisTimeout extends Error {
  override name = "RedisTimeout";
}

/**
 * Gives up on a command after `ms`. node-redis's own command timeout stops counting once the
 * command is written (replies must stay in order), so a Redis that accepts connections but does
 * not answer would hold the request forever. The command itself still completes or fails later.
 */
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

/** A new connection, reconnecting on its own; servers use the shared one of `redisClient`. */
export function openRedisConnection(url: string) {
  const client = createClient({
    url,
    name: "lexor-site",
    // While the connection is down a command fails at once instead of queueing until Redis is
    // back: callers fall back to their local copies rather than hold the visitor's request.
    disableOfflineQueue: true,
    socket: { connectTimeout: 2_000 },
  });
  // One line when the connection is lost and one when it is back, not one per reconnect attempt.
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
  // The client keeps reconnecting on its own; nothing waits for the first connection.
  client.connect().catch(() => undefined);
  return client;
}

/**
 * Resolves once the connection is ready, or after `timeoutMs` when it is not: a server starting
 * while Redis is down waits that long at most, then serves without it while the client retries.
 */
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

/**
 * Logs a failed Redis command, at most once every 30 s per operation: while Redis is slow every
 * request would otherwise add a line, and the first one says all there is to say.
 */
export function reportRedisFailure(operation: string, error: unknown, now = Date.now()): void {
  const last = lastReported.get(operation);
  if (last !== undefined && now - last < 30_000) return;
  lastReported.set(operation, now);
  log.warn("redis command failed", { operation, error: errorText(error) });
}

/** The process's connection to `url`, opened on first use. */
export function redisClient(url: string): RedisClient {
  const clients = registry();
  let client = clients.get(url);
  if (!client) {
    client = openRedisConnection(url);
    clients.set(url, client);
  }
  return client;
}
