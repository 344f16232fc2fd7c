import "server-only";
import { config } from "@/lib/primitives/config";
import { HttpError } from "@/lib/services/http/errors";

// Writes are anonymous: another site could make its visitors' browsers subscribe past any per-address limit. No `Origin` (curl, triggers) passes.
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
