import "server-only";
import type { FormName } from "@/lib/services/forms/outcome";
import { guarded, type WriteContext } from "@/lib/services/http/guarded";
import type { RateLimitBucket } from "@/lib/services/rate-limit";

export type { WriteContext };

export function writeHandler<Args extends unknown[]>(
  route: string,
  bucket: RateLimitBucket,
  handle: (context: WriteContext, ...args: Args) => Promise<Response>,
  form?: FormName,
) {
  return guarded(route, bucket, handle, form);
}
