import { config } from "@/lib/primitives/config";
import { documents } from "@/lib/ports/documents";
import { fileStore } from "@/lib/ports/files";
import { log } from "@/lib/primitives/log";
import { mailer } from "@/lib/ports/mail";
import { processWide } from "@/lib/primitives/process-wide";
import { shutdown } from "@/lib/primitives/shutdown";
import type { LinkSigner } from "./links";
import { createDeliveryWorker, type DeliveryWorker, type DrainReport, deliveryTimings, workerOwner } from "./worker";

/** Links in emails are signed by the configured files adapter when each email is sent. */
export const signFileLink: LinkSigner = (fileKey, expiresInSeconds) => fileStore().signedDownloadUrl(fileKey, expiresInSeconds);

/** What a stopping worker leaves of the shutdown grace to put its abandoned claims back in line. */
const RELEASE_MS = 2_000;

/** Process-wide, so a dev-server reload does not start a second worker. */
const workers = () =>
  processWide("lexor.mail-delivery.workers", (): { delivery?: DeliveryWorker; drain?: DeliveryWorker; stopping?: Set<DeliveryWorker> } => ({}));

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
  if (settings.MAIL_WORKER === false || workers().delivery) return;
  const worker = newWorker("server");
  workers().delivery = worker;
  worker.start(settings.MAIL_WORKER_INTERVAL_MS);
  log.info("mail delivery worker started", { intervalMs: settings.MAIL_WORKER_INTERVAL_MS });
}

/**
 * One bounded drain for POST /api/mail/drain: what a scheduler calls when no worker runs between
 * requests. Concurrent calls on one instance share a drain; calls on several instances claim
 * messages like the workers do, so none is sent twice.
 */
export function drainOnRequest(): Promise<DrainReport> {
  const held = workers();
  held.drain ??= newWorker("drain-route");
  const { MAIL_DRAIN_MAX_MESSAGES, MAIL_DRAIN_BUDGET_MS } = config();
  return held.drain.drainOnce({ maxMessages: MAIL_DRAIN_MAX_MESSAGES, budgetMs: MAIL_DRAIN_BUDGET_MS });
}

/** True while this process's worker sees the mail server failing, so answers can say mail may be late. */
export function mailDelayed(): boolean {
  return workers().delivery?.failing() ?? false;
}

function stopOnSignals(worker: DeliveryWorker): void {
  const held = workers();
  if (held.stopping) {
    held.stopping.add(worker);
    return;
  }
  const stopping = new Set([worker]);
  held.stopping = stopping;
  for (const signal of ["SIGTERM", "SIGINT"] as const) process.once(signal, () => stopAll(stopping, signal));
}

/**
 * server.mjs closes the HTTP server on the same signal and exits once what `shutdown().pending`
 * holds has settled: the workers finish or release their claims, never beyond the grace from the
 * signal. With no other handler, the signal is raised again once they are done, so the process
 * ends the way it asks.
 */
function stopAll(stopping: Set<DeliveryWorker>, signal: NodeJS.Signals): void {
  const { graceMs, pending } = shutdown();
  const stopped = Promise.all([...stopping].map((worker) => worker.stop(Math.max(0, graceMs - RELEASE_MS)))).then(() =>
    log.info("mail delivery worker stopped", { signal }),
  );
  const bounded = Promise.race([stopped, new Promise((resolve) => setTimeout(resolve, graceMs).unref())]);
  pending.add(bounded);
  if (process.listenerCount(signal) === 0) void bounded.finally(() => process.kill(process.pid, signal));
}
