import NextLink from "next/link";
import type { ComponentProps } from "react";

/**
 * A same-site link that hydrates as a plain anchor. One listener for the whole document
 * (components/ui/link-navigation.tsx) prefetches its route when the visitor shows intent and navigates
 * on the client; before scripts run it is an ordinary link. A link given `prefetch` or an object
 * `href` stays a next/link.
 */
export function Link({ href, prefetch, scroll, replace, as, shallow, passHref, locale, legacyBehavior, onNavigate, ...props }: ComponentProps<typeof NextLink>) {
  if (prefetch !== undefined || typeof href !== "string" || as !== undefined || legacyBehavior || onNavigate) {
    return <NextLink {...{ href, prefetch, scroll, replace, as, shallow, passHref, locale, legacyBehavior, onNavigate }} {...props} />;
  }
  return <a {...props} href={href} data-link="" data-scroll={scroll === false ? "false" : undefined} data-replace={replace ? "" : undefined} />;
}
