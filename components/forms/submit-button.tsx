"use client";

import { type ReactNode, useSyncExternalStore } from "react";
import { primaryButtonClass } from "@/components/ui/button";

const noSubscription = () => () => undefined;

/** `blocked` applies once scripts run: the server's HTML form posts on its own, so its button is never marked unavailable. */
export function SubmitButton({ blocked, className = "", children }: { blocked: boolean; className?: string; children: ReactNode }) {
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false);
  return (
    <button type="submit" aria-disabled={hydrated && blocked} className={`${className} ${primaryButtonClass}`.trim()}>
      {children}
    </button>
  );
}
