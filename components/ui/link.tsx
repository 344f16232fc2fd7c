"use client";

import NextLink from "next/link";
import { type ComponentProps, useState } from "react";

/**
 * next/link that prefetches its route when the visitor shows intent (the pointer over it, focus, a
 * touch) instead of when it scrolls into view: a page of cards and menus otherwise spends a phone's
 * network and main thread, during load, on routes nobody asked for. A link given `prefetch`
 * explicitly keeps it.
 */
export function Link({ prefetch, onPointerEnter, onFocus, onTouchStart, ...props }: ComponentProps<typeof NextLink>) {
  const [intent, setIntent] = useState(false);
  return (
    <NextLink
      {...props}
      prefetch={prefetch ?? (intent ? null : false)}
      onPointerEnter={(event) => {
        setIntent(true);
        onPointerEnter?.(event);
      }}
      onFocus={(event) => {
        setIntent(true);
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        setIntent(true);
        onTouchStart?.(event);
      }}
    />
  );
}
