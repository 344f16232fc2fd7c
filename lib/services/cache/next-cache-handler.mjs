// Next's cache handler when REDIS_URL is set (next.config.ts `cacheHandler`). Next imports this
// file by path at run time, as plain JavaScript, so it only hands each call to the shared cache
// that instrumentation.ts installed (lib/services/cache/shared.ts, lib/services/cache/redis). Without one (during
// `next build`, where instrumentation does not run) every read is a miss and nothing is stored.
const SHARED_CACHE = Symbol.for("lexor.shared-cache");

export default class SharedCacheHandler {
  constructor(context) {
    const shared = globalThis[SHARED_CACHE]?.installed;
    shared?.attachBuild(context.serverDistDir);
    this.cache = shared?.cache;
  }

  async get(key, context) {
    return this.cache ? this.cache.get(key, context) : null;
  }

  async set(key, value, context) {
    await this.cache?.set(key, value, context);
  }

  async revalidateTag(tags) {
    await this.cache?.revalidateTag(tags);
  }

  resetRequestCache() {}
}
