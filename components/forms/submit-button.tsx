"use client";

import type { ReactNode } from "react";
import { primaryButtonClass } from "@/components/ui/button";
import { useHydrated } from "@/components/ui/use-hydrated";

/** `blocked` applies once scripts run: the server's HTML form posts on its own, so its button is never marked unavailable. */
export function SubmitButton({ blocked, className = "", children }: { blocked: boolean; className?: string; children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <button type="submit" aria-disabled={hydrated && blocked} className={`${className} ${primaryButtonClass}`.trim()}>
      {children}
    </button>
  );
}
