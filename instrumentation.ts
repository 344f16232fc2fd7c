/**
 * Runs once when the server starts: a malformed environment stops it here, naming the variable;
 * then this process's mail delivery worker starts draining the outbox.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { config } = await import("@/lib/config");
    config();
    const { startDeliveryWorker } = await import("@/lib/mail-delivery/runtime");
    startDeliveryWorker();
  }
}
