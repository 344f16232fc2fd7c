import "server-only";
import { config } from "@/lib/primitives/config";

// Each trusted proxy appends the address it saw; entries further left were written by the client and could be forged (docs/deploy.md).
export function clientIp(request: Request, trustedHops = config().TRUSTED_PROXY_HOPS): string {
  const entries = (request.headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries[entries.length - Math.max(trustedHops, 1)] ?? entries[0] ?? "unknown";
}
