"use client";

import dynamic from "next/dynamic";
import { useSyncExternalStore } from "react";
import { isToasterNeeded, onToasterNeeded } from "@/components/feedback/toast";

// sonner's code loads with the first toast (components/feedback/toast.ts), not with every page.
const SonnerToaster = dynamic(() => import("sonner").then((module) => module.Toaster), { ssr: false });

/** Toasts: top-right, 5 s each, swipe to dismiss, and Alt+T reaches them from the keyboard. */
export function Toaster() {
  const needed = useSyncExternalStore(onToasterNeeded, isToasterNeeded, () => false);
  if (!needed) return null;
  return <SonnerToaster position="top-right" duration={5000} hotkey={["altKey", "KeyT"]} theme="dark" richColors closeButton />;
}
