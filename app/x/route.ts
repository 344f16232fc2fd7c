import { xProfileUrl } from "@/content/social-links";

/** A 307 rather than a permanent redirect, so a change of handle is not stuck in browsers' caches. */
export function GET() {
  return new Response(null, { status: 307, headers: { Location: xProfileUrl, "Cache-Control": "public, max-age=3600" } });
}
