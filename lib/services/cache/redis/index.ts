import "server-only";
import { randomUUID } from "node:crypto";
import { deserialize, serialize } from "node:v8";
import { RESP_TYPES } from "@redis/client";
import { LRUCache } from "lru-cache";
import { freshReads } from "@/lib/primitives/fresh-reads";
import { errorText, log } from "@/lib/primitives/log";
import { type RedisClient, reportRedisFailure, withTimeout } from "@/lib/services/redis/client";

export interface CacheContext {
  tags?: string[];
  softTags?: string[];
  cacheControl?: { revalidate?: number | false; expire?: number };
}

export interface CacheEntry {
  value: unknown;
  lastModified: number;
  tags: string[];
  cacheControl?: CacheContext["cacheControl"];
  version: string;
}

class SharedCacheUnavailable extends Error {
  override name = "SharedCacheUnavailable";
}

// By name, not `instanceof`: the cache and its callers live in different bundles.
export const isSharedCacheUnavailable = (error: unknown): boolean => error instanceof Error && error.name === "SharedCacheUnavailable";

// One hash for every build, so a deploy in progress still hears the webhook.
const TAG_MANIFEST_KEY = "lexor:cache-tags";
// Moved by every write and expiry: while it has not moved, a copy checked at it is still current.
const GENERATION_KEY = "lexor:cache-generation";
const entryPrefix = (buildId: string) => `lexor:cache:${buildId}:`;

const TAGS_HEADER = "x-next-cache-tags";
const DEFAULT_TTL_SECONDS = 7 * 24 * 3600;

function tagsOf(value: unknown, context: CacheContext): string[] {
  const headers = (value as { headers?: Record<string, unknown> } | null)?.headers;
  const header = headers?.[TAGS_HEADER];
  const fromHeader = typeof header === "string" ? header.split(",").filter(Boolean) : [];
  return [...new Set([...(context.tags ?? []), ...fromHeader])];
}

// V8 serialization keeps Buffers (RSC payloads) and Maps (prefetch data) as they are; JSON would need a reviver for each.
const encode = (entry: CacheEntry) => serialize(entry);
const decode = (bytes: Buffer) => deserialize(bytes) as CacheEntry;

interface LocalCopy {
  entry: CacheEntry;
  size: number;
  checkedAt: string | null;
  checkedTags: Set<string>;
}

export interface RedisCacheOptions {
  client: RedisClient;
  // Per build (a page references its build's scripts); read on each call, since Next names the build only when it constructs the handler.
  buildId: () => string;
  localCopyBytes?: number;
  clock?: () => number;
}

// While Redis is unreachable each instance serves the copies it last read or wrote; a slow command is a miss, never a stale copy.
export function createRedisCache({ client, buildId, localCopyBytes = 64 * 1024 * 1024, clock = Date.now }: RedisCacheOptions) {
  const entryKey = (key: string) => `${entryPrefix(buildId())}${key}`;
  const versionKey = (key: string) => `${entryKey(key)}:version`;
  const binary = client.withTypeMapping({ [RESP_TYPES.BLOB_STRING]: Buffer });
  const local = new LRUCache<string, LocalCopy>({ maxSize: localCopyBytes });
  const generation = freshReads(() => withTimeout(client.get(GENERATION_KEY)));

  const tagsToCheck = (entry: CacheEntry, context: CacheContext) => [...new Set([...entry.tags, ...(context.tags ?? []), ...(context.softTags ?? [])])];
  const revalidationTimes = (tags: string[]) => (tags.length === 0 ? Promise.resolve([]) : client.hmGet(TAG_MANIFEST_KEY, tags));
  const expiredSince = (times: (string | null)[], lastModified: number) => times.some((time) => time !== null && Number(time) >= lastModified);

  const keep = (key: string, entry: CacheEntry, size: number, checkedAt: string | null, tags: string[]) =>
    local.set(key, { entry, size, checkedAt, checkedTags: new Set(tags) }, { size });

  async function currentCopy(key: string, context: CacheContext, now: string | null): Promise<CacheEntry | null | undefined> {
    const copy = local.get(key);
    if (!copy) return undefined;
    const tags = tagsToCheck(copy.entry, context);
    if (now !== null && copy.checkedAt === now && tags.every((tag) => copy.checkedTags.has(tag))) return copy.entry;
    const [version, times] = await withTimeout(Promise.all([client.get(versionKey(key)), revalidationTimes(tags)]));
    if (version !== copy.entry.version) return undefined;
    if (expiredSince(times, copy.entry.lastModified)) {
      local.delete(key);
      return null;
    }
    keep(key, copy.entry, copy.size, now, copy.checkedAt === now ? [...copy.checkedTags, ...tags] : tags);
    return copy.entry;
  }

  function dropLocalCopies(tags: string[]): void {
    const expired = new Set(tags);
    for (const [key, copy] of local.entries()) {
      if (copy.entry.tags.some((tag) => expired.has(tag))) local.delete(key);
    }
  }

  async function expireTags(tags: string[]): Promise<void> {
    dropLocalCopies(tags);
    if (tags.length === 0) return;
    if (!client.isReady) throw new SharedCacheUnavailable("Redis is unreachable");
    const now = String(clock());
    try {
      await withTimeout(
        client
          .multi()
          .hSet(TAG_MANIFEST_KEY, Object.fromEntries(tags.map((tag) => [tag, now])))
          .incr(GENERATION_KEY)
          .exec(),
      );
    } catch (error) {
      reportRedisFailure("expire tags", error);
      throw new SharedCacheUnavailable("Redis did not record the revalidation", { cause: error });
    }
  }

  return {
    expireTags,

    async get(key: string, context: CacheContext = {}): Promise<CacheEntry | null> {
      if (!client.isReady) return local.get(key)?.entry ?? null;
      try {
        const now = await generation();
        const copy = await currentCopy(key, context, now);
        if (copy !== undefined) return copy;
        const bytes = await withTimeout(binary.get(entryKey(key)));
        if (!bytes) {
          local.delete(key);
          return null;
        }
        const entry = decode(bytes);
        const tags = tagsToCheck(entry, context);
        if (expiredSince(await withTimeout(revalidationTimes(tags)), entry.lastModified)) {
          local.delete(key);
          return null;
        }
        keep(key, entry, bytes.byteLength, now, tags);
        return entry;
      } catch (error) {
        reportRedisFailure("cache read", error);
        return null;
      }
    },

    async set(key: string, value: unknown, context: CacheContext = {}): Promise<void> {
      if (value == null) return;
      const entry: CacheEntry = {
        value,
        lastModified: clock(),
        tags: tagsOf(value, context),
        cacheControl: context.cacheControl,
        version: randomUUID(),
      };
      const expire = context.cacheControl?.expire;
      const ttl = typeof expire === "number" && Number.isFinite(expire) ? Math.max(1, Math.ceil(expire)) : DEFAULT_TTL_SECONDS;
      // A write that fails is a page rendered again later, never an error for the visitor.
      try {
        const bytes = encode(entry);
        keep(key, entry, bytes.byteLength, null, []);
        if (client.isReady) {
          const expiration = { type: "EX", value: ttl } as const;
          const replies = await withTimeout(
            client.multi().set(entryKey(key), bytes, { expiration }).set(versionKey(key), entry.version, { expiration }).incr(GENERATION_KEY).exec(),
          );
          if (local.get(key)?.entry === entry) keep(key, entry, bytes.byteLength, String(replies[2]), entry.tags);
        }
      } catch (error) {
        reportRedisFailure("cache write", error);
      }
    },

    /** Next's own call (`revalidatePath`, and `revalidateTag` when the webhook could not reach Redis). */
    async revalidateTag(tags: string | string[]): Promise<void> {
      const list = [tags].flat();
      try {
        await expireTags(list);
      } catch (error) {
        if (!isSharedCacheUnavailable(error)) throw error;
        log.error("revalidation reached this instance only", { tags: list, error: errorText(error) });
      }
    },
  };
}

export type RedisCache = ReturnType<typeof createRedisCache>;
