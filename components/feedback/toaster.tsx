"use client";

import dynamic from "next/dynamic";
import { useSyncExternalStore } from "react";
import { isToasterNeeded, onToasterNeeded } from "@/components/feedback/toast";

const SonnerToaster = dynamic(() => import("sonner").then((module) => module.Toaster), { ssr: false });

export function Toaster() {
  const needed = useSyncExternalStore(onToasterNeeded, isToasterNeeded, () => false);
  if (!needed) return null;
  return <SonnerToaster position="top-right" duration={5000} hotkey={["altKey", "KeyT"]} theme="dark" richColors closeButton />;
}
