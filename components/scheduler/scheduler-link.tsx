"use client";

import type { MouseEvent, ReactNode } from "react";
import { useScheduler } from "@/components/scheduler/scheduler-provider";

/** The scheduler's own page, where every scheduler link leads before scripts run (or in a new tab). */
export const DEMO_PATH = "/demo";

export const newTabClick = (event: MouseEvent) => event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * Every "Request a Demo", "Schedule a Demo" and "Get Started": a link to the demo page, which opens
 * the Schedule a Demo panel over the current page instead once scripts run.
 */
export function SchedulerLink({ children, className, onOpen }: { children: ReactNode; className?: string; onOpen?: () => void }) {
  const { open } = useScheduler();
  return (
    <a
      href={DEMO_PATH}
      className={className}
      aria-haspopup="dialog"
      onClick={(event) => {
        if (newTabClick(event)) return;
        event.preventDefault();
        onOpen?.();
        open();
      }}
    >
      {children}
    </a>
  );
}
