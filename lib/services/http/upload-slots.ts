import "server-only";
import { HttpError } from "@/lib/services/http/errors";
import { processWide } from "@/lib/primitives/process-wide";

// Each upload streams with a few hundred KB in memory: far below what a 1 GiB instance holds.
export const MAX_UPLOADS_IN_FLIGHT = 24;
const RETRY_AFTER_SECONDS = 2;

export interface UploadPool {
  name: string;
  max: number;
}

const STREAMED_UPLOADS: UploadPool = { name: "streamed", max: MAX_UPLOADS_IN_FLIGHT };

const inFlight = processWide("lexor.http.uploadsInFlight", () => new Map<string, number>());

/** Past the pool's size the request is answered 503 at once, before its body is read. */
export async function withUploadSlot<T>(task: () => Promise<T>, pool: UploadPool = STREAMED_UPLOADS): Promise<T> {
  const count = inFlight.get(pool.name) ?? 0;
  if (count >= pool.max) {
    throw new HttpError(503, "Too many uploads are in progress. Please try again in a few seconds.", undefined, {
      "Retry-After": String(RETRY_AFTER_SECONDS),
    });
  }
  inFlight.set(pool.name, count + 1);
  try {
    return await task();
  } finally {
    inFlight.set(pool.name, (inFlight.get(pool.name) ?? 1) - 1);
  }
}
