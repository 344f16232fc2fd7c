import { config } from "@/lib/config";
import { documents } from "@/lib/documents";
import { log } from "@/lib/log";
import { mailer } from "@/lib/mail";
import { createDeliveryWorker, type DeliveryWorker, deliveryTimings, workerOwner } from "./worker";

/**
 * How long a stopping server waits for deliveries under way: inside the 10 s that Cloud Run and App
 * Hosting leave between SIGTERM and SIGKILL.
 */
const SHUTDOWN_GRACE_MS = 8_000;

// On globalThis, so a dev-server reload does not start a second worker.
const holder = globalThis as { lexorDeliveryWorker?: DeliveryWorker };

/**
 * Starts this server process's delivery worker (from `instrumentation.ts`), unless
 * `MAIL_WORKER=false`. It drains the outbox every `MAIL_WORKER_INTERVAL_MS` and stops cleanly on
 * SIGTERM or SIGINT.
 */
export function startDeliveryWorker(): void {
  const settings = config();
  if (settings.MAIL_WORKER === false || holder.lexorDeliveryWorker) return;
  const worker = createDeliveryWorker({
    store: documents,
    mailer,
    maxAttempts: settings.MAIL_MAX_ATTEMPTS,
    retryBaseMs: settings.MAIL_RETRY_BASE_MS,
    owner: workerOwner("server"),
    ...deliveryTimings(settings),
  });
  holder.lexorDeliveryWorker = worker;
  worker.start(settings.MAIL_WORKER_INTERVAL_MS);
  for (const signal of ["SIGTERM", "SIGINT"] as const) process.once(signal, () => stopOnSignal(worker, signal));
  log.info("mail delivery worker started", { intervalMs: settings.MAIL_WORKER_INTERVAL_MS });
}

/** True while this process's worker sees the mail server failing, so answers can say mail may be late. */
export function mailDelayed(): boolean {
  return holder.lexorDeliveryWorker?.failing() ?? false;
}

/**
 * Next's own handler closes the HTTP server on the same signal and then calls process.exit, which
 * would cut a delivery in the middle. The exit waits for the worker to finish or release its
 * claims (at most the grace period); with no other handler, the signal is raised again once the
 * worker is done, so the process still ends the way the signal asks.
 */
function stopOnSignal(worker: DeliveryWorker, signal: NodeJS.Signals): void {
  const stopped = worker.stop(SHUTDOWN_GRACE_MS).then(() => log.info("mail delivery worker stopped", { signal }));
  const exit = process.exit.bind(process);
  process.exit = ((code?: number | string | null) => {
    void stopped.finally(() => exit(code));
  }) as typeof process.exit;
  if (process.listenerCount(signal) === 0) void stopped.finally(() => process.kill(process.pid, signal));
}
