import { revalidatePath, revalidateTag } from "next/cache";
import { isSharedCacheUnavailable } from "@/lib/services/cache/redis";
import { sharedCache } from "@/lib/services/cache/shared";
import { HttpError } from "@/lib/services/http/errors";
import type { RevalidationPlan } from "@/lib/features/revalidation/plan";

/** Expires now rather than serve stale once; tags go to Redis before the answer, and without Redis a 503 makes the trigger retry. */
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
