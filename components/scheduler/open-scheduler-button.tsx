"use client";

import type { ReactNode } from "react";
import { useScheduler } from "@/components/scheduler/scheduler-provider";

/** Any button that opens the Schedule a Demo panel. */
export function OpenSchedulerButton({ children, className }: { children: ReactNode; className?: string }) {
  const { open } = useScheduler();
  return (
    <button type="button" onClick={open} className={className} aria-haspopup="dialog">
      {children}
    </button>
  );
}
