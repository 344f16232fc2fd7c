// Next imports this by path as plain JavaScript. With Redis (REDIS_URL) it hands each call to the
// shared cache instrumentation.ts installed; otherwise it is Next's own cache on this server's disk,
// brought up to date with the expiries other instances recorded before each read. During `next build`
// nothing is installed, and it is Next's own cache.
import fileSystemCache from "next/dist/server/lib/incremental-cache/file-system-cache.js";
import { tagsManifest } from "next/dist/server/lib/incremental-cache/tags-manifest.external.js";

const FileSystemCache = fileSystemCache.default ?? fileSystemCache;
const SHARED_CACHE = Symbol.for("lexor.shared-cache");

const expireLocally = (tag, at) => {
  const entry = tagsManifest.get(tag) ?? {};
  if ((entry.expired ?? 0) < at) tagsManifest.set(tag, { ...entry, expired: at });
};

export default class SiteCacheHandler {
  constructor(context) {
    const installed = globalThis[SHARED_CACHE]?.installed;
    installed?.attachBuild(context.serverDistDir);
    this.shared = installed?.cache;
    this.expiry = installed?.expiry;
    this.local = this.shared ? undefined : new FileSystemCache(context);
  }

  async get(key, context) {
    if (this.shared) return this.shared.get(key, context);
    await this.expiry?.catchUp(expireLocally);
    return this.local.get(key, context);
  }

  async set(key, value, context) {
    if (this.shared) await this.shared.set(key, value, context);
    else await this.local.set(key, value, context);
  }

  async revalidateTag(tags, durations) {
    if (this.shared) await this.shared.revalidateTag(tags);
    else await this.local.revalidateTag(tags, durations);
  }

  resetRequestCache() {}
}
