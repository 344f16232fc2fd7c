import "server-only";
import { HttpError } from "@/lib/services/http/errors";
import { processWide } from "@/lib/primitives/process-wide";

// Each upload streams with a few hundred KB in memory: far below what a 1 GiB instance holds.
export const MAX_UPLOADS_IN_FLIGHT = 24;
const RETRY_AFTER_SECONDS = 2;

const inFlight = processWide("lexor.http.uploadsInFlight", () => ({ count: 0 }));

export async function withUploadSlot<T>(task: () => Promise<T>): Promise<T> {
  if (inFlight.count >= MAX_UPLOADS_IN_FLIGHT) {
    throw new HttpError(503, "Too many uploads are in progress. Please try again in a few seconds.", undefined, {
      "Retry-After": String(RETRY_AFTER_SECONDS),
    });
  }
  inFlight.count += 1;
  try {
    return await task();
  } finally {
    inFlight.count -= 1;
  }
}
