import fs from "node:fs";
import path from "node:path";
import { createRedisCache, type RedisCache } from "@/lib/services/cache/redis";
import { errorText, log } from "@/lib/primitives/log";
import { processWide } from "@/lib/primitives/process-wide";
import { redisClient, redisReady } from "@/lib/services/redis/client";

/**
 * The shared cache of this process, installed by instrumentation.ts when `REDIS_URL` is set. Next
 * loads its cache handler (lib/services/cache/next-cache-handler.mjs) by path as plain JavaScript, outside
 * the bundles that can import TypeScript, so the handler finds it under the same process-wide name
 * (`installed` of `Symbol.for("lexor.shared-cache")`); the revalidation webhook finds it the same way.
 */
const installation = () => processWide("lexor.shared-cache", (): { installed?: SharedCache } => ({}));

export interface SharedCache {
  cache: RedisCache;
  /** Tells the cache which build this server runs (`serverDistDir` is Next's `.next/server`). */
  attachBuild(serverDistDir: string): void;
}

/** Installs the cache and waits (briefly) for Redis, so the first requests already share it. */
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
        // Without a build id nothing is read or stored (each read a miss): pages still render.
        log.error("shared cache disabled: the build id is unreadable", { error: errorText(error) });
      }
    },
  };
  await redisReady(client);
}

/** The installed shared cache, or undefined when the site runs as one instance without Redis. */
export function sharedCache(): RedisCache | undefined {
  return installation().installed?.cache;
}
