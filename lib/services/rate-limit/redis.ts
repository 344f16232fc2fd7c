import { RateLimiterRedis } from "rate-limiter-flexible";
import type { RateLimitStore } from "@/lib/services/rate-limit";
import { type RedisClient, withTimeout } from "@/lib/services/redis/client";

// This counter never refuses: the limit stays with `createRateLimiter`.
export function createRedisStore(client: RedisClient, keyPrefix = "lexor:rate"): RateLimitStore {
  const counters = new Map<number, RateLimiterRedis>();
  const counterFor = (windowMs: number) => {
    let counter = counters.get(windowMs);
    if (!counter) {
      counter = new RateLimiterRedis({
        storeClient: client,
        useRedisPackage: true,
        rejectIfRedisNotReady: true,
        keyPrefix: `${keyPrefix}:${windowMs}`,
        points: Number.MAX_SAFE_INTEGER,
        duration: windowMs / 1000,
      });
      counters.set(windowMs, counter);
    }
    return counter;
  };
  return {
    async hit(key, windowMs, now) {
      const result = await withTimeout(counterFor(windowMs).consume(key));
      return { count: result.consumedPoints, resetAt: now + result.msBeforeNext };
    },
  };
}
