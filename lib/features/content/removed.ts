import { unstable_cache } from "next/cache";
import { isPlausibleSlug } from "@/lib/primitives/domain/slug";
import { REVALIDATE_SECONDS, TAGS } from "@/lib/services/cache/tags";
import { documents } from "@/lib/ports/documents";
import { isRemovedAddressIn } from "@/lib/features/content/removed-keys";
import { errorText, log } from "@/lib/primitives/log";

/** Set by proxy.ts; server.mjs turns its 404 into a 410 and drops the header. */
export const REMOVED_ADDRESS_HEADER = "x-lexor-removed";

function tagOf(path: string): string | null {
  const [, section, ...segments] = path.split("/");
  if (!segments.every(isPlausibleSlug)) return null;
  if (section === "blog" && segments.length === 1) return TAGS.blog;
  if (section === "apply" && segments.length === 2) return TAGS.departments;
  return null;
}

/** A failed read answers false: the page then says "not found" with a 404. */
export async function isRemovedAddress(path: string): Promise<boolean> {
  const tag = tagOf(path);
  if (!tag) return false;
  try {
    return await unstable_cache(async () => isRemovedAddressIn(await documents(), path), ["removed-address", path], {
      tags: [tag],
      revalidate: REVALIDATE_SECONDS,
    })();
  } catch (error) {
    log.warn("removed-address lookup failed", { path, error: errorText(error) });
    return false;
  }
}
