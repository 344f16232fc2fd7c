import "server-only";
import { randomBytes } from "node:crypto";
import os from "node:os";
import type { ServerConfig } from "@/lib/primitives/config";
import type { ClaimedMail, DeliveryCondition, DocumentStore, MailSettlement } from "@/lib/ports/documents/port";
import { errorText, log, withoutAddresses } from "@/lib/primitives/log";
import type { Mailer } from "@/lib/ports/mail/port";
import { retryDelayMs } from "./backoff";
import { classifyFailure } from "./failure";
import { type LinkSigner, withSignedLinks } from "./links";

export const BATCH_SIZE = 20;

export interface DeliveryWorkerOptions {
  store: () => Promise<DocumentStore>;
  mailer: () => Mailer;
  maxAttempts: number;
  retryBaseMs: number;
  sendTimeoutMs: number;
  // Longer than a delivery may take, so a live worker never loses one.
  leaseMs: number;
  owner?: string;
  signLink?: LinkSigner;
  batchSize?: number;
  clock?: () => Date;
  random?: () => number;
}

export interface DrainReport {
  sent: number;
  retrying: number;
  dead: number;
  cancelled: number;
  released: number;
  more?: true;
}

export interface DrainLimits {
  maxMessages: number;
  budgetMs: number;
}

export interface DeliveryWorker {
  drainOnce(limits?: DrainLimits): Promise<DrainReport>;
  start(intervalMs: number): void;
  stop(graceMs: number): Promise<void>;
  failing(): boolean;
}

export function deliveryTimings(settings: Pick<ServerConfig, "SMTP_CONNECTION_TIMEOUT_MS" | "SMTP_GREETING_TIMEOUT_MS" | "SMTP_SOCKET_TIMEOUT_MS">) {
  const sendTimeoutMs = settings.SMTP_CONNECTION_TIMEOUT_MS + settings.SMTP_GREETING_TIMEOUT_MS + settings.SMTP_SOCKET_TIMEOUT_MS;
  return { sendTimeoutMs, leaseMs: 2 * sendTimeoutMs };
}

export const workerOwner = (role: string) => `${role}:${os.hostname()}:${process.pid}:${randomBytes(3).toString("hex")}`;

const noSigner: LinkSigner = async () => {
  throw new Error("this worker signs no links");
};

const emptyReport = (): DrainReport => ({ sent: 0, retrying: 0, dead: 0, cancelled: 0, released: 0 });

const OUTCOME_COUNTERS: Partial<Record<MailSettlement["status"], string>> = { sent: "mailSent", dead: "mailFailed", cancelled: "mailCancelled" };

async function conditionFails(store: DocumentStore, condition: DeliveryCondition | undefined): Promise<string | null> {
  if (!condition) return null;
  const data = await store.get(condition.document.collection, condition.document.id);
  if (!data || data[condition.field] !== condition.equals) return `the recipient's ${condition.field} is no longer ${condition.equals}`;
  const failures = data[condition.failuresField];
  if (typeof failures === "number" && failures >= condition.maxFailures) return `the recipient refused ${failures} messages for good`;
  return null;
}

// Every message is claimed with a lease (`DocumentStore.claimMail`), so no number of workers sends one twice.
export function createDeliveryWorker(options: DeliveryWorkerOptions): DeliveryWorker {
  const owner = options.owner ?? workerOwner("worker");
  const clock = options.clock ?? (() => new Date());
  const random = options.random ?? Math.random;
  const batchSize = options.batchSize ?? BATCH_SIZE;
  let closing = false;
  const stopping = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let draining: Promise<DrainReport> | undefined;
  let lastAttemptFailed = false;

  async function settle(store: DocumentStore, claim: ClaimedMail, settlement: MailSettlement, report: DrainReport) {
    if (!(await store.settleMail(claim, settlement))) {
      log.warn("outbox message changed while it was being delivered", { id: claim.id, outcome: settlement.status });
      return;
    }
    report[settlement.status] += 1;
    const counter = OUTCOME_COUNTERS[settlement.status];
    if (counter && claim.countsOn) await store.increment(claim.countsOn, counter, `${counter}At`);
    if (settlement.status === "dead") {
      log.error("mail dead-lettered", { id: claim.id, kind: claim.kind, attempts: claim.attempts, reason: withoutAddresses(settlement.reason) });
    }
  }

  async function deliver(store: DocumentStore, claim: ClaimedMail, report: DrainReport): Promise<void> {
    if (stopping.signal.aborted) return settle(store, claim, { status: "released", dueAt: clock() }, report);
    // A claim beyond the cap means earlier workers died delivering it: it may be what kills them.
    if (claim.attempts > options.maxAttempts) {
      const reason = `gave up after ${options.maxAttempts} attempts: ${claim.lastError ?? "the worker stopped during delivery"}`;
      return settle(store, claim, { status: "dead", at: clock(), reason }, report);
    }
    const withdrawn = await conditionFails(store, claim.deliverWhile);
    if (withdrawn) return settle(store, claim, { status: "cancelled", at: clock(), reason: withdrawn }, report);
    const deadline = AbortSignal.timeout(options.sendTimeoutMs);
    try {
      const message = await withSignedLinks({ ...claim.message, id: claim.id }, options.signLink ?? noSigner, clock());
      await options.mailer().send(message, { signal: AbortSignal.any([deadline, stopping.signal]) });
      lastAttemptFailed = false;
      await settle(store, claim, { status: "sent", at: clock() }, report);
    } catch (error) {
      if (stopping.signal.aborted && !deadline.aborted) {
        return settle(store, claim, { status: "released", dueAt: clock() }, report);
      }
      const failure = deadline.aborted ? { permanent: false, reason: `no answer within ${options.sendTimeoutMs} ms` } : classifyFailure(error);
      if (failure.permanent) {
        const condition = claim.deliverWhile;
        if (condition) await store.increment(condition.document, condition.failuresField, `${condition.failuresField}At`);
        return settle(store, claim, { status: "dead", at: clock(), reason: failure.reason }, report);
      }
      lastAttemptFailed = true;
      if (claim.attempts >= options.maxAttempts) {
        const reason = `gave up after ${claim.attempts} attempts: ${failure.reason}`;
        return settle(store, claim, { status: "dead", at: clock(), reason }, report);
      }
      const dueAt = new Date(clock().getTime() + retryDelayMs(claim.attempts, options.retryBaseMs, random));
      await settle(store, claim, { status: "retrying", dueAt, error: failure.reason }, report);
    }
  }

  async function drain(limits?: DrainLimits): Promise<DrainReport> {
    const report = emptyReport();
    const store = await options.store();
    const budgetEnds = limits ? Date.now() + limits.budgetMs : Number.POSITIVE_INFINITY;
    let claimed = 0;
    while (!closing) {
      const left = (limits?.maxMessages ?? Number.POSITIVE_INFINITY) - claimed;
      if (left <= 0 || Date.now() >= budgetEnds) {
        report.more = true;
        break;
      }
      const limit = Math.min(batchSize, left);
      const batch = await store.claimMail({ owner, now: clock(), leaseMs: options.leaseMs, limit });
      claimed += batch.length;
      await Promise.all(batch.map((claim) => deliver(store, claim, report)));
      if (batch.length < limit) break;
    }
    if (report.sent + report.retrying + report.dead + report.cancelled > 0) log.info("mail delivery", { owner, ...report });
    if (report.retrying > 0) log.warn("mail delivery failing, will retry", { owner, retrying: report.retrying });
    return report;
  }

  function drainOnce(limits?: DrainLimits): Promise<DrainReport> {
    draining ??= drain(limits).finally(() => {
      draining = undefined;
    });
    return draining;
  }

  return {
    drainOnce,

    start(intervalMs) {
      if (timer || closing) return;
      let outage: string | undefined;
      const tick = () => {
        drainOnce()
          .then(
            () => {
              if (outage === undefined) return;
              log.info("mail delivery recovered: the outbox can be read again", { owner });
              outage = undefined;
            },
            (error: unknown) => {
              if (outage !== undefined) return;
              outage = errorText(error);
              log.error("mail delivery stopped by an error; retrying quietly until it recovers", { owner, error: outage });
            },
          )
          .finally(() => {
            if (closing) return;
            timer = setTimeout(tick, intervalMs);
            timer.unref();
          });
      };
      timer = setTimeout(tick, 0);
      timer.unref();
    },

    async stop(graceMs) {
      closing = true;
      clearTimeout(timer);
      const underway = draining;
      if (underway) {
        let grace: NodeJS.Timeout | undefined;
        const late = await Promise.race([
          underway.then(
            () => false,
            () => false,
          ),
          new Promise<boolean>((resolve) => {
            grace = setTimeout(() => resolve(true), graceMs);
          }),
        ]);
        clearTimeout(grace);
        if (late) {
          stopping.abort();
          await underway.catch(() => undefined);
        }
      }
      stopping.abort();
    },

    failing: () => lastAttemptFailed,
  };
}
