"use client";

import { lazy, Suspense, useSyncExternalStore } from "react";
import { isToasterNeeded, onToasterNeeded } from "@/components/feedback/toast";

const SonnerToaster = lazy(() => import("sonner").then((module) => ({ default: module.Toaster })));

export function Toaster() {
  const needed = useSyncExternalStore(onToasterNeeded, isToasterNeeded, () => false);
  if (!needed) return null;
  return (
    <Suspense>
      <SonnerToaster position="top-right" duration={5000} hotkey={["altKey", "KeyT"]} theme="dark" richColors closeButton />
    </Suspense>
  );
}
