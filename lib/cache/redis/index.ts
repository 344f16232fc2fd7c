import { randomUUID } from "node:crypto";
import { deserialize, serialize } from "node:v8";
import { RESP_TYPES } from "@redis/client";
import { LRUCache } from "lru-cache";
import { errorText, log } from "@/lib/log";
import { type RedisClient, reportRedisFailure, withTimeout } from "@/lib/redis/client";

/** What Next passes to a cache handler beside the key; only the fields this cache reads. */
export interface CacheContext {
  tags?: string[];
  softTags?: string[];
  cacheControl?: { revalidate?: number | false; expire?: number };
}

/** One cached page, route response or data read, as Next's cache handler interface returns it. */
export interface CacheEntry {
  value: unknown;
  lastModified: number;
  tags: string[];
  cacheControl?: CacheContext["cacheControl"];
  /** Names this write of the entry; a copy with the version Redis holds needs no download. */
  version: string;
}

/** Thrown when a revalidation could not be recorded for the other instances. */
class SharedCacheUnavailable extends Error {
  override name = "SharedCacheUnavailable";
}

/**
 * By name, not `instanceof`: the cache is created in instrumentation's bundle and its callers live
 * in other bundles, each with its own copy of the class.
 */
export const isSharedCacheUnavailable = (error: unknown): boolean =>
  error instanceof Error && error.name === "SharedCacheUnavailable";

/** Tag → when it was last revalidated (ms). One hash for every build, so a deploy in progress still hears the webhook. */
const TAG_MANIFEST_KEY = "lexor:cache-tags";
const entryPrefix = (buildId: string) => `lexor:cache:${buildId}:`;

/** Page and route entries carry their tags (data tags and Next's implicit path tags) in this header. */
const TAGS_HEADER = "x-next-cache-tags";
/** Entries without an expiry of their own (data reads) leave Redis after a week unless refreshed sooner. */
const DEFAULT_TTL_SECONDS = 7 * 24 * 3600;

function tagsOf(value: unknown, context: CacheContext): string[] {
  const headers = (value as { headers?: Record<string, unknown> } | null)?.headers;
  const header = headers?.[TAGS_HEADER];
  const fromHeader = typeof header === "string" ? header.split(",").filter(Boolean) : [];
  return [...new Set([...(context.tags ?? []), ...fromHeader])];
}

// Entries hold Buffers (RSC payloads, route bodies) and Maps (per-segment prefetch data); V8's
// structured serialization keeps both as they are, where JSON would need a reviver for each.
const encode = (entry: CacheEntry) => serialize(entry);
const decode = (bytes: Buffer) => deserialize(bytes) as CacheEntry;

export interface RedisCacheOptions {
  client: RedisClient;
  /**
   * Entries are per build (a page of one build references that build's scripts); tags are not.
   * Read on each call: the server learns its build when Next first constructs the handler.
   */
  buildId: () => string;
  /** Bytes of entries this instance keeps to serve while Redis is unreachable. */
  localCopyBytes?: number;
  clock?: () => number;
}

/**
 * Next's incremental cache (pages, route responses, `unstable_cache` data) on Redis, shared by every
 * instance. Revalidation writes the tag's time into one hash; a read compares the entry's tags
 * against it, so an expiry recorded by one instance holds for the next read on any other.
 *
 * While Redis is unreachable each instance serves the copies it last read or wrote (stale, but a
 * page), and renders fresh what it has none of; a slow command is a miss, never a stale copy.
 */
export function createRedisCache({ client, buildId, localCopyBytes = 64 * 1024 * 1024, clock = Date.now }: RedisCacheOptions) {
  const entryKey = (key: string) => `${entryPrefix(buildId())}${key}`;
  const versionKey = (key: string) => `${entryKey(key)}:version`;
  const binary = client.withTypeMapping({ [RESP_TYPES.BLOB_STRING]: Buffer });
  const local = new LRUCache<string, CacheEntry>({ maxSize: localCopyBytes });

  const tagsToCheck = (entry: CacheEntry, context: CacheContext) => [
    ...new Set([...entry.tags, ...(context.tags ?? []), ...(context.softTags ?? [])]),
  ];
  const revalidationTimes = (tags: string[]) =>
    tags.length === 0 ? Promise.resolve([]) : client.hmGet(TAG_MANIFEST_KEY, tags);
  const expiredSince = (times: (string | null)[], lastModified: number) =>
    times.some((time) => time !== null && Number(time) >= lastModified);

  /**
   * The copy this instance holds, when Redis still holds the same write of it: one round trip of a
   * few bytes instead of downloading and decoding a page on every request.
   */
  async function currentCopy(key: string, context: CacheContext): Promise<CacheEntry | null | undefined> {
    const copy = local.get(key);
    if (!copy) return undefined;
    const [version, times] = await withTimeout(
      Promise.all([client.get(versionKey(key)), revalidationTimes(tagsToCheck(copy, context))]),
    );
    if (version !== copy.version) return undefined;
    if (!expiredSince(times, copy.lastModified)) return copy;
    local.delete(key);
    return null;
  }

  function dropLocalCopies(tags: string[]): void {
    const expired = new Set(tags);
    for (const [key, entry] of local.entries()) {
      if (entry.tags.some((tag) => expired.has(tag))) local.delete(key);
    }
  }

  /** Records the tags as revalidated now for every instance; throws when Redis cannot take it. */
  async function expireTags(tags: string[]): Promise<void> {
    dropLocalCopies(tags);
    if (tags.length === 0) return;
    if (!client.isReady) throw new SharedCacheUnavailable("Redis is unreachable");
    const now = String(clock());
    try {
      await withTimeout(client.hSet(TAG_MANIFEST_KEY, Object.fromEntries(tags.map((tag) => [tag, now]))));
    } catch (error) {
      reportRedisFailure("expire tags", error);
      throw new SharedCacheUnavailable("Redis did not record the revalidation", { cause: error });
    }
  }

  return {
    expireTags,

    async get(key: string, context: CacheContext = {}): Promise<CacheEntry | null> {
      if (!client.isReady) return local.get(key) ?? null;
      try {
        const copy = await currentCopy(key, context);
        if (copy !== undefined) return copy;
        const bytes = await withTimeout(binary.get(entryKey(key)));
        if (!bytes) {
          local.delete(key);
          return null;
        }
        const entry = decode(bytes);
        if (expiredSince(await withTimeout(revalidationTimes(tagsToCheck(entry, context))), entry.lastModified)) {
          local.delete(key);
          return null;
        }
        local.set(key, entry, { size: bytes.byteLength });
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
        local.set(key, entry, { size: bytes.byteLength });
        if (client.isReady) {
          const expiration = { type: "EX", value: ttl } as const;
          await withTimeout(
            client.multi().set(entryKey(key), bytes, { expiration }).set(versionKey(key), entry.version, { expiration }).exec(),
          );
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
