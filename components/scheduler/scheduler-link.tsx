"use client";

import type { MouseEvent, ReactNode } from "react";
import { useScheduler } from "@/components/scheduler/scheduler-provider";

export const DEMO_PATH = "/demo";

export const newTabClick = (event: MouseEvent) => event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

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
