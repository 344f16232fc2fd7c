"use client";

import { createContext, type ReactNode, useContext, useMemo, useState } from "react";

interface SchedulerContextValue {
  isOpen: boolean;
  open: () => void;
  close: () => void;
}

const SchedulerContext = createContext<SchedulerContextValue | null>(null);

export function SchedulerProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const value = useMemo(() => ({ isOpen, open: () => setOpen(true), close: () => setOpen(false) }), [isOpen]);
  return <SchedulerContext.Provider value={value}>{children}</SchedulerContext.Provider>;
}

export function useScheduler(): SchedulerContextValue {
  const context = useContext(SchedulerContext);
  if (!context) throw new Error("useScheduler must be used within a SchedulerProvider");
  return context;
}
