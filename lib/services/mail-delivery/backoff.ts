/** The longest a failed message waits for its next attempt. */
export const MAX_RETRY_DELAY_MS = 60 * 60 * 1000;

/**
 * How long a message waits after its `attempt`-th failure: the base doubled per attempt, capped,
 * with half of it random ("equal jitter") so messages that failed together do not all come back
 * at the same moment. `random` is Math.random in production and fixed in tests.
 */
export function retryDelayMs(attempt: number, baseMs: number, random: () => number = Math.random): number {
  const exponential = Math.min(MAX_RETRY_DELAY_MS, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(exponential / 2 + random() * (exponential / 2));
}
