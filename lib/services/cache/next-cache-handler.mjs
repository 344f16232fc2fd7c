// Next imports this by path as plain JavaScript, so it hands each call to the cache instrumentation.ts installed (none during `next build`).
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
