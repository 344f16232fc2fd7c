/**
 * Runs once per server process. The production server (server.mjs) has it run before it listens,
 * so a malformed or incomplete environment stops the process before it takes a request; then what
 * a crash left half-written on the embedded adapters' disk is cleared, the demo content is seeded, the shared cache is
 * installed when there is Redis, and this process's mail delivery worker starts draining the outbox.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { prepareServerProcess, seedDemoContentAtStart, sweepEmbeddedFolders } = await import("@/lib/runtime/startup");
    prepareServerProcess();
    await sweepEmbeddedFolders();
    await seedDemoContentAtStart();
    const { config } = await import("@/lib/primitives/config");
    const { REDIS_URL } = config();
    if (REDIS_URL) {
      const { installSharedCache } = await import("@/lib/services/cache/shared");
      await installSharedCache(REDIS_URL);
    }
    const { startDeliveryWorker } = await import("@/lib/services/mail-delivery/runtime");
    startDeliveryWorker();
  }
}
