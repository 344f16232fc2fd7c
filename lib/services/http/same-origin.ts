import "server-only";
import { config } from "@/lib/primitives/config";
import { HttpError } from "@/lib/services/http/errors";

/**
 * Writes are anonymous, so another site could make its visitors' browsers subscribe, like or apply
 * from thousands of addresses, past any per-address limit. Browsers name the calling page in
 * `Origin`; a request from another site is refused. Requests without `Origin` (not from a browser
 * page: curl, a database trigger) pass and are held to the rate limit and their own checks.
 */
export function assertSameOrigin(request: Request): void {
  const origin = request.headers.get("origin");
  if (!origin) return;
  let host: string;
  try {
    host = new URL(origin).host;
  } catch {
    throw new HttpError(403, "Cross-site requests are not accepted.");
  }
  const allowed = [new URL(config().siteUrl).host, request.headers.get("host")];
  if (!allowed.includes(host)) throw new HttpError(403, "Cross-site requests are not accepted.");
}
