import { config } from "@/lib/primitives/config";
import { processWide } from "@/lib/primitives/process-wide";

// server.mjs, plain JavaScript outside the bundles, reads this under the same process-wide name.
export interface Shutdown {
  graceMs: number;
  pending: Set<Promise<unknown>>;
}

export const shutdown = (): Shutdown => processWide("lexor.shutdown", () => ({ graceMs: config().SHUTDOWN_GRACE_MS, pending: new Set<Promise<unknown>>() }));
