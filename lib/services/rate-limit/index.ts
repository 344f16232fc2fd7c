import { config } from "@/lib/primitives/config";
import { processWide } from "@/lib/primitives/process-wide";
import { createRedisStore } from "@/lib/services/rate-limit/redis";
import { redisClient, reportRedisFailure } from "@/lib/services/redis/client";

export interface RateLimitStore {
  hit(key: string, windowMs: number, now: number): Promise<{ count: number; resetAt: number }>;
}

export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export function createMemoryStore(maxKeys = 50_000): RateLimitStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    async hit(key, windowMs, now) {
      let entry = windows.get(key);
      if (!entry || entry.resetAt <= now) {
        if (windows.size >= maxKeys) {
          for (const [storedKey, stored] of windows) {
            if (stored.resetAt <= now || windows.size >= maxKeys) windows.delete(storedKey);
            if (windows.size < maxKeys * 0.9) break;
          }
        }
        entry = { count: 0, resetAt: now + windowMs };
        windows.set(key, entry);
      }
      entry.count += 1;
      return { ...entry };
    },
  };
}

// While Redis is unreachable each instance counts on its own: at most N × the limit across N instances.
export function withFallback(primary: RateLimitStore, fallback: RateLimitStore, onFailure: (error: unknown) => void): RateLimitStore {
  return {
    async hit(key, windowMs, now) {
      try {
        return await primary.hit(key, windowMs, now);
      } catch (error) {
        onFailure(error);
        return fallback.hit(key, windowMs, now);
      }
    },
  };
}

function configuredStore(): RateLimitStore {
  const url = config().REDIS_URL;
  if (!url) return createMemoryStore();
  return withFallback(createRedisStore(redisClient(url)), createMemoryStore(), (error) => reportRedisFailure("rate limit", error));
}

export function createRateLimiter(store: RateLimitStore = createMemoryStore(), clock: () => number = Date.now) {
  return {
    async check(bucket: string, client: string, rule: RateLimitRule): Promise<RateLimitResult> {
      const now = clock();
      const { count, resetAt } = await store.hit(`${bucket}:${client}`, rule.windowMs, now);
      if (count <= rule.limit) return { allowed: true };
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((resetAt - now) / 1000)) };
    },
  };
}

export const RATE_LIMITS = {
  newsletter: { limit: 10, windowMs: 60_000 },
  newsletterUnsubscribe: { limit: 20, windowMs: 60_000 },
  demoRequest: { limit: 5, windowMs: 60_000 },
  blogView: { limit: 120, windowMs: 60_000 },
  blogLike: { limit: 60, windowMs: 60_000 },
  resumeUpload: { limit: 10, windowMs: 60_000 },
  application: { limit: 5, windowMs: 60_000 },
  revalidate: { limit: 30, windowMs: 60_000 },
  mailDrain: { limit: 60, windowMs: 60_000 },
  preview: { limit: 30, windowMs: 60_000 },
  staffSignIn: { limit: 5, windowMs: 60_000 },
  staffSession: { limit: 10, windowMs: 60_000 },
  staff: { limit: 120, windowMs: 60_000 },
} satisfies Record<string, RateLimitRule>;

export type RateLimitBucket = keyof typeof RATE_LIMITS;

export const rateLimiter = createRateLimiter({
  hit: (key, windowMs, now) => {
    return processWide("lexor.rate-limit.store", configuredStore).hit(key, windowMs, now);
  },
});
