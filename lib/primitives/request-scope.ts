import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import { processWide } from "@/lib/primitives/process-wide";

/** What one request learned on its way: server.mjs opens a scope per request and answers 503 for a dependency that did not. */
export interface RequestScope {
  dependencyDown: boolean;
  /** When the oldest call still without an answer was made (performance.now()). */
  waitingSince?: number;
  /** The request's catch-up with the cache expiry record: later cache reads in the request take it, not a read of their own. */
  cacheCaughtUp?: Promise<void>;
}

// server.mjs creates it under the same name before any bundle loads.
export const requestScope = () => processWide("lexor.request-scope", () => new AsyncLocalStorage<RequestScope>());
