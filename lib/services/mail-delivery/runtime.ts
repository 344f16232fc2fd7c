import { config } from "@/lib/primitives/config";
import { documents } from "@/lib/ports/documents";
import { fileStore } from "@/lib/ports/files";
import { log } from "@/lib/primitives/log";
import { mailer } from "@/lib/ports/mail";
import type { LinkSigner } from "./links";
import { createDeliveryWorker, type DeliveryWorker, type DrainReport, deliveryTimings, workerOwner } from "./worker";

/** Links in emails are signed by the configured files adapter when each email is sent. */
export const signFileLink: LinkSigner = (fileKey, expiresInSeconds) => fileStore().signedDownloadUrl(fileKey, expiresInSeconds);

/** What a stopping worker leaves of the shutdown grace to put its abandoned claims back in line. */
const RELEASE_MS = 2_000;

// On globalThis, so a dev-server reload does not start a second worker.
const holder = globalThis as { lexorDeliveryWorker?: DeliveryWorker; lexorDrainWorker?: DeliveryWorker; lexorStopping?: Set<DeliveryWorker> };

function newWorker(role: string): DeliveryWorker {
  const settings = config();
  const worker = createDeliveryWorker({
    store: documents,
    mailer,
    maxAttempts: settings.MAIL_MAX_ATTEMPTS,
    retryBaseMs: settings.MAIL_RETRY_BASE_MS,
    owner: workerOwner(role),
    signLink: signFileLink,
    ...deliveryTimings(settings),
  });
  stopOnSignals(worker);
  return worker;
}

/**
 * Starts this server process's delivery worker (from `instrumentation.ts`), unless
 * `MAIL_WORKER=false`. It drains the outbox every `MAIL_WORKER_INTERVAL_MS` and stops cleanly on
 * SIGTERM or SIGINT.
 */
export function startDeliveryWorker(): void {
  const settings = config();
  if (settings.MAIL_WORKER === false || holder.lexorDeliveryWorker) return;
  const worker = newWorker("server");
  holder.lexorDeliveryWorker = worker;
  worker.start(settings.MAIL_WORKER_INTERVAL_MS);
  log.info("mail delivery worker started", { intervalMs: settings.MAIL_WORKER_INTERVAL_MS });
}

/**
 * One bounded drain for POST /api/mail/drain: what a scheduler calls when no worker runs between
 * requests. Concurrent calls on one instance share a drain; calls on several instances claim
 * messages like the workers do, so none is sent twice.
 */
export function drainOnRequest(): Promise<DrainReport> {
  holder.lexorDrainWorker ??= newWorker("drain-route");
  const { MAIL_DRAIN_MAX_MESSAGES, MAIL_DRAIN_BUDGET_MS } = config();
  return holder.lexorDrainWorker.drainOnce({ maxMessages: MAIL_DRAIN_MAX_MESSAGES, budgetMs: MAIL_DRAIN_BUDGET_MS });
}

/** True while this process's worker sees the mail server failing, so answers can say mail may be late. */
export function mailDelayed(): boolean {
  return holder.lexorDeliveryWorker?.failing() ?? false;
}

function stopOnSignals(worker: DeliveryWorker): void {
  if (holder.lexorStopping) {
    holder.lexorStopping.add(worker);
    return;
  }
  const workers = new Set([worker]);
  holder.lexorStopping = workers;
  for (const signal of ["SIGTERM", "SIGINT"] as const) process.once(signal, () => stopAll(workers, signal));
}

/**
 * Next's handler (or server.mjs) closes the HTTP server on the same signal and then calls
 * process.exit, which would cut a delivery in the middle. The exit waits for the workers to finish
 * or release their claims, but never beyond SHUTDOWN_GRACE_MS from the signal; with no other
 * handler, the signal is raised again once they are done, so the process ends the way it asks.
 */
function stopAll(workers: Set<DeliveryWorker>, signal: NodeJS.Signals): void {
  const grace = config().SHUTDOWN_GRACE_MS;
  const deadline = Date.now() + grace;
  const stopped = Promise.all([...workers].map((worker) => worker.stop(Math.max(0, grace - RELEASE_MS)))).then(() =>
    log.info("mail delivery worker stopped", { signal }),
  );
  const bounded = () =>
    Promise.race([stopped, new Promise((resolve) => setTimeout(resolve, Math.max(0, deadline - Date.now())).unref())]);
  const exit = process.exit.bind(process);
  process.exit = ((code?: number | string | null) => {
    void bounded().finally(() => exit(code));
  }) as typeof process.exit;
  if (process.listenerCount(signal) === 0) void bounded().finally(() => process.kill(process.pid, signal));
}
