import "server-only";
import fs from "node:fs";
import path from "node:path";
import type { DocumentStore } from "@/lib/ports/documents/port";
import { type CacheExpiry, createCacheExpiry } from "@/lib/services/cache/expiry";
import { createRedisCache, type RedisCache } from "@/lib/services/cache/redis";
import { errorText, log } from "@/lib/primitives/log";
import { processWide } from "@/lib/primitives/process-wide";
import { redisClient, redisReady } from "@/lib/services/redis/client";

// Next loads the cache handler by path, outside the bundles, so it finds this under the same process-wide name.
const installation = () => processWide("lexor.shared-cache", (): { installed?: SiteCache } => ({}));

/** What next-cache-handler.mjs uses: Redis's shared cache, or the expiry record beside each server's own cache. */
export interface SiteCache {
  cache?: RedisCache;
  expiry?: CacheExpiry;
  attachBuild(serverDistDir: string): void;
}

export async function installSharedCache(redisUrl: string): Promise<void> {
  let buildId: string | undefined;
  let attached = false;
  const client = redisClient(redisUrl);
  const cache = createRedisCache({
    client,
    buildId: () => {
      if (!buildId) throw new Error("the shared cache has no build id");
      return buildId;
    },
  });
  installation().installed = {
    cache,
    attachBuild(serverDistDir) {
      if (attached || !serverDistDir) return;
      attached = true;
      try {
        buildId = fs.readFileSync(path.join(serverDistDir, "..", "BUILD_ID"), "utf8").trim();
      } catch (error) {
        log.error("shared cache disabled: the build id is unreadable", { error: errorText(error) });
      }
    },
  };
  await redisReady(client);
}

export function installCacheExpiry(store: () => Promise<DocumentStore>): void {
  installation().installed = { expiry: createCacheExpiry(store), attachBuild() {} };
}

export function sharedCache(): RedisCache | undefined {
  return installation().installed?.cache;
}

export function cacheExpiry(): CacheExpiry | undefined {
  return installation().installed?.expiry;
}
