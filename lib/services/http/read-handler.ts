import "server-only";
import { guarded, type WriteContext } from "@/lib/services/http/guarded";
import type { RateLimitBucket } from "@/lib/services/rate-limit";

/** A GET the site answers from a route handler: the same guard as a write, never answered as a form's page. */
export function readHandler<Args extends unknown[]>(
  route: string,
  bucket: RateLimitBucket,
  handle: (context: WriteContext, ...args: Args) => Promise<Response>,
) {
  return guarded(route, bucket, handle);
}
