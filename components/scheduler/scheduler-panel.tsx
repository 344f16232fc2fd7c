"use client";

import { lazy, Suspense, useState } from "react";
import { useScheduler } from "@/components/scheduler/scheduler-provider";

const SchedulerSheet = lazy(() => import("@/components/scheduler/scheduler-sheet").then((module) => ({ default: module.SchedulerSheet })));

/** Nothing of the panel loads until it first opens; it stays after, so closing does not lose a half-filled form. */
export function SchedulerPanel() {
  const { isOpen } = useScheduler();
  const [everOpened, setEverOpened] = useState(false);
  if (isOpen && !everOpened) setEverOpened(true);
  return everOpened ? (
    <Suspense>
      <SchedulerSheet />
    </Suspense>
  ) : null;
}
