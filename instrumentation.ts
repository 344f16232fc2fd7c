/**
 * Runs once per server process. The production server (server.mjs) has it run before it listens,
 * so a malformed or incomplete environment stops the process before it takes a request; then what
 * a crash left half-written on the embedded adapters' disk is cleared, the demo content is seeded, the page cache is
 * installed (shared through Redis when there is one, otherwise this server's own kept in step through the documents
 * store's expiry record), this process's mail delivery worker starts draining the outbox, a refresh the site is
 * owed is retried until it goes through, and a newsletter send a stopped server left half-queued is finished.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { continueSendsAtStart, prepareServerProcess, seedDemoContentAtStart, sweepEmbeddedFolders } = await import("@/lib/runtime/startup");
    prepareServerProcess();
    await sweepEmbeddedFolders();
    await seedDemoContentAtStart();
    const { config } = await import("@/lib/primitives/config");
    const { REDIS_URL, CACHE_EXPIRY_RECORD } = config();
    const { installCacheExpiry, installSharedCache } = await import("@/lib/services/cache/shared");
    if (REDIS_URL) await installSharedCache(REDIS_URL);
    else if (CACHE_EXPIRY_RECORD !== false) {
      const { documents } = await import("@/lib/ports/documents");
      installCacheExpiry(documents);
    }
    const { startDeliveryWorker } = await import("@/lib/services/mail-delivery/runtime");
    startDeliveryWorker();
    // Off a request only Redis expires every instance's pages for certain; without it the drain route and the next push retry.
    if (config().MAIL_WORKER !== false && REDIS_URL) {
      const { startRefreshRetry, REFRESH_TICK_MS } = await import("@/lib/features/revalidation/retry");
      startRefreshRetry(REFRESH_TICK_MS);
    }
    void continueSendsAtStart();
  }
}
