import { config } from "@/lib/primitives/config";
import { documents } from "@/lib/ports/documents";
import type { DocumentStore } from "@/lib/ports/documents/port";
import { fileStore } from "@/lib/ports/files";
import { log } from "@/lib/primitives/log";
import { mailer } from "@/lib/ports/mail";
import { processWide } from "@/lib/primitives/process-wide";
import { shutdown } from "@/lib/primitives/shutdown";
import type { LinkSigner } from "./links";
import { createDeliveryWorker, type DeliveryWorker, type DrainReport, deliveryTimings, workerOwner } from "./worker";

export const signFileLink: LinkSigner = (fileKey, expiresInSeconds) => fileStore().signedDownloadUrl(fileKey, expiresInSeconds);

const RELEASE_MS = 2_000;

const workers = () =>
  processWide("lexor.mail-delivery.workers", (): { delivery?: DeliveryWorker; drain?: DeliveryWorker; stopping?: Set<DeliveryWorker> } => ({}));

export function configuredDeliveryWorker(role: string, store: () => Promise<DocumentStore> = documents): DeliveryWorker {
  const settings = config();
  return createDeliveryWorker({
    store,
    mailer,
    maxAttempts: settings.MAIL_MAX_ATTEMPTS,
    retryBaseMs: settings.MAIL_RETRY_BASE_MS,
    owner: workerOwner(role),
    signLink: signFileLink,
    ...deliveryTimings(settings),
  });
}

function newWorker(role: string): DeliveryWorker {
  const worker = configuredDeliveryWorker(role);
  stopOnSignals(worker);
  return worker;
}

export function startDeliveryWorker(): void {
  const settings = config();
  if (settings.MAIL_WORKER === false || workers().delivery) return;
  const worker = newWorker("server");
  workers().delivery = worker;
  worker.start(settings.MAIL_WORKER_INTERVAL_MS);
  log.info("mail delivery worker started", { intervalMs: settings.MAIL_WORKER_INTERVAL_MS });
}

// Calls on several instances claim messages like the workers do, so none is sent twice.
export function drainOnRequest(): Promise<DrainReport> {
  const held = workers();
  held.drain ??= newWorker("drain-route");
  const { MAIL_DRAIN_MAX_MESSAGES, MAIL_DRAIN_BUDGET_MS } = config();
  return held.drain.drainOnce({ maxMessages: MAIL_DRAIN_MAX_MESSAGES, budgetMs: MAIL_DRAIN_BUDGET_MS });
}

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

// With no other handler the signal is raised again once the workers are done, so the process ends the way it asks.
function stopAll(stopping: Set<DeliveryWorker>, signal: NodeJS.Signals): void {
  const { graceMs, pending } = shutdown();
  const stopped = Promise.all([...stopping].map((worker) => worker.stop(Math.max(0, graceMs - RELEASE_MS)))).then(() =>
    log.info("mail delivery worker stopped", { signal }),
  );
  const bounded = Promise.race([stopped, new Promise((resolve) => setTimeout(resolve, graceMs).unref())]);
  pending.add(bounded);
  if (process.listenerCount(signal) === 0) void bounded.finally(() => process.kill(process.pid, signal));
}
