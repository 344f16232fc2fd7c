/** Runs once when the server starts: a malformed environment stops it here, naming the variable. */
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { config } = await import("@/lib/config");
    const { REDIS_URL } = config();
    if (REDIS_URL) {
      const { installSharedCache } = await import("@/lib/cache/shared");
      await installSharedCache(REDIS_URL);
    }
  }
}
