import type NextLink from "next/link";
import type { ComponentProps } from "react";

type LinkProps = Omit<ComponentProps<typeof NextLink>, "href"> & { href: string };

/**
 * A same-site link that hydrates as a plain anchor. One listener for the whole document
 * (components/ui/link-navigation.tsx) prefetches its route when the visitor shows intent and
 * navigates on the client; before scripts run it is an ordinary link. next/link's own code is not
 * in the page.
 */
export function Link({ href, scroll, replace, prefetch, as, shallow, passHref, locale, legacyBehavior, onNavigate, ...props }: LinkProps) {
  return <a {...props} href={href} data-link="" data-scroll={scroll === false ? "false" : undefined} data-replace={replace ? "" : undefined} />;
}
