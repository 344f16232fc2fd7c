import "server-only";
import { config } from "@/lib/primitives/config";
import { HttpError } from "@/lib/services/http/errors";

/**
 * Public writes are anonymous: another site could make its visitors' browsers subscribe past any
 * per-address limit, so a foreign `Origin` is refused while none (curl, triggers) passes. Staff
 * writes pass `required`: then a request must name this site in `Origin` or `Sec-Fetch-Site`.
 */
export function assertSameOrigin(request: Request, { required = false } = {}): void {
  const origin = request.headers.get("origin");
  if (!origin) {
    if (!required || request.headers.get("sec-fetch-site") === "same-origin") return;
    throw new HttpError(403, "Cross-site requests are not accepted.");
  }
  let host = "";
  try {
    host = new URL(origin).host;
  } catch {}
  if (host !== new URL(config().siteUrl).host && host !== request.headers.get("host")) {
    throw new HttpError(403, "Cross-site requests are not accepted.");
  }
}
