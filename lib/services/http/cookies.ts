import "server-only";
import { config } from "@/lib/primitives/config";

/** A cookie scripts cannot read, sent on same-site navigations, and only over HTTPS when the site is served on it. */
export function httpOnlyCookie(name: string, value: string, { path, maxAgeSeconds }: { path: string; maxAgeSeconds: number }): string {
  const secure = config().siteUrl.startsWith("https:");
  return `${name}=${value}; Path=${path}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}
