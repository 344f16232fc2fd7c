"use client";

import type { ReactNode } from "react";
import { useScheduler } from "@/components/scheduler/scheduler-provider";
import { isPlainClick } from "@/components/ui/link";

export const DEMO_PATH = "/demo";

export function SchedulerLink({ children, className, onOpen }: { children: ReactNode; className?: string; onOpen?: () => void }) {
  const { open } = useScheduler();
  return (
    <a
      href={DEMO_PATH}
      className={className}
      aria-haspopup="dialog"
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        onOpen?.();
        open();
      }}
    >
      {children}
    </a>
  );
}
