import "server-only";
import { config } from "@/lib/primitives/config";

/**
 * The visitor's address for rate limiting. Next sets X-Forwarded-For to the socket peer only when
 * the request has none; each trusted proxy in front (TRUSTED_PROXY_HOPS) appends the address it
 * saw, so the client is the entry that many places from the right. Entries further left were
 * written by the client and could be forged. With no proxy (0) the last entry is used: that is the
 * socket peer unless the client sent the header itself, which is why deployments put a proxy in
 * front and set the hop count (docs/deploy.md).
 */
export function clientIp(request: Request, trustedHops = config().TRUSTED_PROXY_HOPS): string {
  const entries = (request.headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries[entries.length - Math.max(trustedHops, 1)] ?? entries[0] ?? "unknown";
}
