"use client";

import dynamic from "next/dynamic";
import { useState } from "react";
import { useScheduler } from "@/components/scheduler/scheduler-provider";

const SchedulerSheet = dynamic(() => import("@/components/scheduler/scheduler-sheet").then((module) => module.SchedulerSheet));

/** Nothing of the panel loads until it first opens; it stays after, so closing does not lose a half-filled form. */
export function SchedulerPanel() {
  const { isOpen } = useScheduler();
  const [everOpened, setEverOpened] = useState(false);
  if (isOpen && !everOpened) setEverOpened(true);
  return everOpened ? <SchedulerSheet /> : null;
}
