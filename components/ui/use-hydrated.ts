"use client";

import { useSyncExternalStore } from "react";

const noSubscription = () => () => undefined;

/** False in the server's HTML and during hydration, true once React has taken over in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
