"use client";

import { Toaster as SonnerToaster } from "sonner";

/** The spec's toast defaults: top-right, 5000 ms, swipe to dismiss, Alt+T to focus. */
export function Toaster() {
  return <SonnerToaster position="top-right" duration={5000} hotkey={["altKey", "KeyT"]} theme="dark" richColors closeButton />;
}
