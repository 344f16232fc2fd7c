import { revalidatePath, revalidateTag } from "next/cache";
import { isSharedCacheUnavailable } from "@/lib/services/cache/redis";
import { sharedCache } from "@/lib/services/cache/shared";
import { HttpError } from "@/lib/services/http/errors";
import type { RevalidationPlan } from "@/lib/features/revalidation/plan";

/**
 * Expires the plan's tags and paths now rather than serve stale once: the caller expects the next
 * visit to show the edit, on whichever instance it lands.
 *
 * With the shared cache the tags are recorded in Redis before the answer, so a request the caller
 * sends next reads the expiry on any instance (Next itself expires tags only after the answer has
 * gone). When Redis cannot take them, this instance still refreshes and the answer is a 503, so the
 * caller (a database trigger retries on failure) calls again once Redis is back.
 */
export async function expireEverywhere(plan: RevalidationPlan): Promise<void> {
  for (const path of plan.paths) revalidatePath(path);
  const shared = sharedCache();
  if (!shared) {
    for (const tag of plan.tags) revalidateTag(tag, { expire: 0 });
    return;
  }
  try {
    await shared.expireTags(plan.tags);
  } catch (error) {
    if (!isSharedCacheUnavailable(error)) throw error;
    for (const tag of plan.tags) revalidateTag(tag, { expire: 0 });
    throw new HttpError(
      503,
      "Refreshed on this server only: the shared cache is unreachable, so other servers still show the old content. Call again.",
      undefined,
      { "Retry-After": "5" },
    );
  }
}
