"use client";

import { isPlainClick, Link } from "@/components/ui/link";
import type { MouseEvent } from "react";

function canGoBackInSite(): boolean {
  // The Navigation API lists only this origin's entries: canGoBack is false after arriving from another site or in a fresh tab.
  const navigation = (window as Window & { navigation?: { canGoBack: boolean } }).navigation;
  if (navigation) return navigation.canGoBack;
  return window.history.length > 1 && document.referrer.startsWith(`${window.location.origin}/`);
}

/** A link to / upgraded on click, so it works before hydration, without JavaScript and in a new tab. */
export function BackButton() {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    if (!canGoBackInSite()) return;
    event.preventDefault();
    window.history.back();
  };
  return (
    <Link
      href="/"
      onClick={onClick}
      className="inline-flex items-center gap-2 rounded-full border border-line px-4 py-2 text-sm font-medium text-fg transition-colors hover:border-accent hover:text-accent"
    >
      <span aria-hidden="true">←</span> Back
    </Link>
  );
}
