import type NextLink from "next/link";
import type { ComponentProps } from "react";

type LinkProps = Omit<ComponentProps<typeof NextLink>, "href"> & { href: string };

/** Hydrates as a plain anchor, without next/link's code; components/ui/link-navigation.tsx prefetches and navigates. */
export function Link({ href, scroll, replace, prefetch, as, shallow, passHref, locale, legacyBehavior, onNavigate, ...props }: LinkProps) {
  return <a {...props} href={href} data-link="" data-scroll={scroll === false ? "false" : undefined} data-replace={replace ? "" : undefined} />;
}
