import "server-only";
import { claimRefreshAttempt, isOwed, readOwedRefresh, recordRefreshFailure, settleRefresh } from "@/lib/features/content/owed-refresh";
import { adminDocuments } from "@/lib/features/content/store";
import { expireEverywhere, expireThroughRecord } from "@/lib/features/revalidation/expire";
import { planRevalidation, type RevalidationPlan } from "@/lib/features/revalidation/plan";
import type { AdminDocumentStore } from "@/lib/ports/documents/port";
import { errorText, log } from "@/lib/primitives/log";
import { processWide } from "@/lib/primitives/process-wide";

/** `idle`: nothing was owed. */
export type RefreshResult = "done" | "owed" | "waiting" | "idle";

export interface RefreshStep {
  store: () => Promise<AdminDocumentStore>;
  /** In a request, Next's own expiry too (`expireEverywhere`); on a timer, the shared record alone. */
  expire?: (plan: RevalidationPlan) => Promise<void>;
  now?: () => Date;
  /** A save's own refresh goes at once, whatever the backoff says. */
  force?: boolean;
}

/** One attempt at whatever the site is owed, when it is this caller's turn; what fails stays owed and its next try is put off. */
export async function refreshOwed({ store: open, expire = expireEverywhere, now = () => new Date(), force = false }: RefreshStep): Promise<RefreshResult> {
  const store = await open();
  const owed = await claimRefreshAttempt(store, now(), force);
  if (!owed) return isOwed(await readOwedRefresh(store)) ? "waiting" : "idle";
  try {
    await expire(await planRevalidation({ documents: owed.documents, paths: owed.paths }, store));
    await settleRefresh(store, owed, now());
    return "done";
  } catch (error) {
    log.warn("content refresh owed", { error: errorText(error) });
    await recordRefreshFailure(store, errorText(error)).catch(() => undefined);
    return "owed";
  }
}

/**
 * The step of `POST /api/mail/drain`, tried only when the shared backoff says it is due. It runs in a
 * request, so this server's own pages expire too: the expiry record alone left a new post's cached 404 here.
 */
export const refreshWhenDue = () => refreshOwed({ store: adminDocuments });

/** The timer's step: outside a request only the shared record can expire anything. */
const refreshOnTimer = (store: () => Promise<AdminDocumentStore> = adminDocuments) => refreshOwed({ store, expire: expireThroughRecord });

export const REFRESH_TICK_MS = 5_000;

const retrying = processWide("lexor.refresh-retry", (): { timer?: NodeJS.Timeout } => ({}));

/** Looks every `tickMs` whether a refresh is owed and due; the backoff (5 s doubling to 5 min) is kept in the record every server reads. */
export function startRefreshRetry(tickMs: number, store?: () => Promise<AdminDocumentStore>): () => void {
  if (retrying.timer) return stopRefreshRetry;
  let running = false;
  retrying.timer = setInterval(() => {
    if (running) return;
    running = true;
    refreshOnTimer(store)
      .then((result) => {
        if (result === "done") log.info("owed content refresh completed by the retry");
      })
      .catch((error: unknown) => log.warn("owed content refresh could not be tried", { error: errorText(error) }))
      .finally(() => {
        running = false;
      });
  }, tickMs);
  retrying.timer.unref();
  return stopRefreshRetry;
}

export function stopRefreshRetry(): void {
  clearInterval(retrying.timer);
  retrying.timer = undefined;
}
