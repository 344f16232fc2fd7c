import { config } from "@/lib/config";

/**
 * The visitor's address for rate limiting. Next's server appends the socket peer to
 * X-Forwarded-For; each trusted proxy in front of it (TRUSTED_PROXY_HOPS) appends one more. Entries
 * to the left of those were written by the client and could be forged, so they are not used.
 */
export function clientIp(request: Request, trustedHops = config().TRUSTED_PROXY_HOPS): string {
  const entries = (request.headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries[entries.length - 1 - trustedHops] ?? entries[0] ?? "unknown";
}
