export const MAX_RETRY_DELAY_MS = 60 * 60 * 1000;

// Half of it random ("equal jitter"), so messages that failed together do not all come back at once.
export function retryDelayMs(attempt: number, baseMs: number, random: () => number = Math.random): number {
  const exponential = Math.min(MAX_RETRY_DELAY_MS, baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(exponential / 2 + random() * (exponential / 2));
}
