import type NextLink from "next/link";
import type { ComponentProps } from "react";

/** A primary-button click without a modifier: one the page may handle itself, not a new tab or window. */
export const isPlainClick = (event: Pick<MouseEvent, "button" | "metaKey" | "ctrlKey" | "shiftKey" | "altKey">) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** A link drawn with `scroll={false}`: it changes the view in place. */
export const IN_PLACE_LINK = "a[href][data-scroll='false']";

type LinkProps = Omit<ComponentProps<typeof NextLink>, "href"> & { href: string };

/** Hydrates as a plain anchor, without next/link's code; components/ui/link-navigation.tsx prefetches and navigates. */
export function Link({ href, scroll, replace, prefetch, as, shallow, passHref, locale, legacyBehavior, onNavigate, ...props }: LinkProps) {
  return <a {...props} href={href} data-link="" data-scroll={scroll === false ? "false" : undefined} data-replace={replace ? "" : undefined} />;
}
