import { revalidatePath, revalidateTag } from "next/cache";
import { isSharedCacheUnavailable } from "@/lib/services/cache/redis";
import { cacheExpiry, sharedCache } from "@/lib/services/cache/shared";
import { pathTags } from "@/lib/services/cache/tags";
import { DomainError } from "@/lib/primitives/domain/domain-error";
import { errorText, log } from "@/lib/primitives/log";
import type { RevalidationPlan } from "@/lib/features/revalidation/plan";

const notEverywhere = (what: string) =>
  new DomainError("unavailable", `Refreshed on this server only: ${what}, so other servers may still show the old content. Call again.`, undefined, 5);

function expireHere(plan: RevalidationPlan): void {
  for (const path of plan.paths) revalidatePath(path);
  for (const tag of plan.tags) revalidateTag(tag, { expire: 0 });
}

/**
 * Outside a request (the refresh retry's timer) Next has no store to expire in, so the shared record
 * does it: Redis, or the expiry record that this instance reads too before it serves a copy. With
 * neither, only a request can expire this server's pages.
 */
export async function expireThroughRecord(plan: RevalidationPlan): Promise<void> {
  const tags = [...plan.tags, ...plan.paths.flatMap(pathTags)];
  const shared = sharedCache();
  const expiry = cacheExpiry();
  if (shared) await shared.expireTags(tags);
  else if (expiry) await expiry.record(tags);
  else expireHere(plan);
}

/**
 * Expires now rather than serve stale once. Before the answer, the expiry reaches every instance: in
 * Redis, or in the documents store's expiry record that each instance reads before it serves a copy.
 * Next applies revalidatePath and revalidateTag only after the answer, so they cover this instance alone.
 */
export async function expireEverywhere(plan: RevalidationPlan): Promise<void> {
  const shared = sharedCache();
  if (shared) {
    for (const path of plan.paths) revalidatePath(path);
    try {
      await shared.expireTags(plan.tags);
    } catch (error) {
      if (!isSharedCacheUnavailable(error)) throw error;
      for (const tag of plan.tags) revalidateTag(tag, { expire: 0 });
      throw notEverywhere("the shared cache is unreachable");
    }
    return;
  }
  expireHere(plan);
  try {
    await cacheExpiry()?.record([...plan.tags, ...plan.paths.flatMap(pathTags)]);
  } catch (error) {
    log.error("cache expiry not recorded", { error: errorText(error) });
    throw notEverywhere("the cache expiry record could not be written");
  }
}
