import { randomUUID } from "node:crypto";
import { deserialize, serialize } from "node:v8";
import { RESP_TYPES } from "@redis/client";
import { LRUCache } from "lru-cache";
import { errorText, log } from "@/lib/primitives/log";
import { type RedisClient, reportRedisFailure, withTimeout } from "@/lib/services/redis/client";

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
/** Incremented by every write and every expiry: while it has not moved, a copy checked at it is still current. */
const GENERATION_KEY = "lexor:cache-generation";
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

interface LocalCopy {
  entry: CacheEntry;
  size: number;
  /** The generation at which Redis was last seen holding this write with none of `checkedTags` expired since. */
  checkedAt: string | null;
  checkedTags: Set<string>;
}

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
 * against it, so an expiry recorded by one instance holds for the next read on any other. Every
 * write and expiry also moves one counter; a read whose copy was checked at the counter's current
 * value serves it after that one small GET, shared with the reads arriving at the same time.
 *
 * While Redis is unreachable each instance serves the copies it last read or wrote (stale, but a
 * page), and renders fresh what it has none of; a slow command is a miss, never a stale copy.
 */
export function createRedisCache({ client, buildId, localCopyBytes = 64 * 1024 * 1024, clock = Date.now }: RedisCacheOptions) {
  const entryKey = (key: string) => `${entryPrefix(buildId())}${key}`;
  const versionKey = (key: string) => `${entryKey(key)}:version`;
  const binary = client.withTypeMapping({ [RESP_TYPES.BLOB_STRING]: Buffer });
  /** Each copy with the generation it was last found current at, and the tags it was checked against then. */
  const local = new LRUCache<string, LocalCopy>({ maxSize: localCopyBytes });
  const generation = sharedGenerationReads(client);

  const tagsToCheck = (entry: CacheEntry, context: CacheContext) => [
    ...new Set([...entry.tags, ...(context.tags ?? []), ...(context.softTags ?? [])]),
  ];
  const revalidationTimes = (tags: string[]) =>
    tags.length === 0 ? Promise.resolve([]) : client.hmGet(TAG_MANIFEST_KEY, tags);
  const expiredSince = (times: (string | null)[], lastModified: number) =>
    times.some((time) => time !== null && Number(time) >= lastModified);

  const keep = (key: string, entry: CacheEntry, size: number, checkedAt: string | null, tags: string[]) =>
    local.set(key, { entry, size, checkedAt, checkedTags: new Set(tags) }, { size });

  /**
   * The copy this instance holds, when Redis still holds the same write of it. Unchanged since it
   * was last checked (same generation, no tag it was not checked against): no further question. Else
   * one round trip of a few bytes instead of downloading and decoding a page.
   */
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

  /** Records the tags as revalidated now for every instance; throws when Redis cannot take it. */
  async function expireTags(tags: string[]): Promise<void> {
    dropLocalCopies(tags);
    if (tags.length === 0) return;
    if (!client.isReady) throw new SharedCacheUnavailable("Redis is unreachable");
    const now = String(clock());
    try {
      await withTimeout(client.multi().hSet(TAG_MANIFEST_KEY, Object.fromEntries(tags.map((tag) => [tag, now]))).incr(GENERATION_KEY).exec());
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
            client
              .multi()
              .set(entryKey(key), bytes, { expiration })
              .set(versionKey(key), entry.version, { expiration })
              .incr(GENERATION_KEY)
              .exec(),
          );
          // At the generation this write made, Redis holds this very entry: the copy is current there.
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

/**
 * The cache's generation, one GET shared by every read waiting for it. A read never takes the
 * answer of a GET sent before it arrived (it waits for the next one), so an expiry or a write
 * acknowledged before the read began is always seen: the guarantee of asking Redis on every read,
 * at one round trip per batch of concurrent reads instead of one per read.
 */
function sharedGenerationReads(client: RedisClient): () => Promise<string | null> {
  let sent: Promise<string | null> | null = null;
  let next: Promise<string | null> | null = null;
  const send = () => {
    const request = withTimeout(client.get(GENERATION_KEY));
    sent = request;
    const clear = () => {
      if (sent === request) sent = null;
    };
    request.then(clear, clear);
    return request;
  };
  return () => {
    if (!sent) return send();
    next ??= sent.then(
      () => undefined,
      () => undefined,
    ).then(() => {
      next = null;
      return send();
    });
    return next;
  };
}
