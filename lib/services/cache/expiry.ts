import "server-only";
import type { DocumentStore } from "@/lib/ports/documents/port";
import { freshReads } from "@/lib/primitives/fresh-reads";
import { errorText, log } from "@/lib/primitives/log";
import { requestScope } from "@/lib/primitives/request-scope";

/** Marks a tag expired in this process's cache at `at` (Next's clock: performance.timeOrigin + now). */
export type ExpireLocally = (tag: string, at: number) => void;

export interface CacheExpiry {
  /** Applies every expiry recorded before the call, then resolves; with the record unreadable, the copies at hand serve. */
  catchUp(expire: ExpireLocally): Promise<void>;
  /** Resolves once the expiry is recorded for every instance. */
  record(tags: string[]): Promise<void>;
}

/** After a failed read, copies serve at once for this long instead of each request waiting out a deadline. */
const BACKOFF_MS = 5_000;
/** A cached page waits no longer than this for the record; the store's own deadline is a page render's. */
const CATCH_UP_MS = 1_000;

function within<T>(read: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the cache expiry record did not answer within ${ms} ms`)), ms);
  });
  read.catch(() => undefined);
  return Promise.race([read, late]).finally(() => clearTimeout(timer));
}

const nextClock = () => performance.timeOrigin + performance.now();

export function createCacheExpiry(store: () => Promise<DocumentStore>, clock: () => number = nextClock): CacheExpiry {
  let generation: number | null = null;
  const seen = new Map<string, number>();
  const latestGeneration = freshReads(() =>
    within(
      store().then((documents) => documents.cacheGeneration()),
      CATCH_UP_MS,
    ),
  );
  let failedAt = Number.NEGATIVE_INFINITY;

  const catchUp = async (expire: ExpireLocally) => {
    if (clock() - failedAt < BACKOFF_MS) return;
    try {
      if ((await latestGeneration()) === generation) return;
      const expiries = await within((await store()).cacheExpiries(), CATCH_UP_MS);
      const firstLook = generation === null;
      for (const [tag, at] of Object.entries(expiries.tags)) {
        if (seen.get(tag) === at) continue;
        seen.set(tag, at);
        // After the first look, whatever this process cached before it learned of an expiry goes, whichever clock is ahead.
        expire(tag, firstLook ? at : Math.max(at, clock()));
      }
      generation = Math.max(generation ?? 0, expiries.generation);
    } catch (error) {
      if (clock() - failedAt >= BACKOFF_MS) log.error("cache expiries unreadable: this server serves its own copies", { error: errorText(error) });
      failedAt = clock();
    }
  };

  return {
    catchUp(expire) {
      const scope = requestScope().getStore();
      if (!scope) return catchUp(expire);
      scope.cacheCaughtUp ??= catchUp(expire);
      return scope.cacheCaughtUp;
    },
    async record(tags) {
      const at = Date.now();
      await (await store()).expireCacheTags(tags, at);
      for (const tag of tags) seen.set(tag, at);
    },
  };
}
