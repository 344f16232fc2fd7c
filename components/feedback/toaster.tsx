"use client";

import { Toaster as SonnerToaster } from "sonner";

/** Toasts: top-right, 5 s each, swipe to dismiss, and Alt+T reaches them from the keyboard. */
export function Toaster() {
  return <SonnerToaster position="top-right" duration={5000} hotkey={["altKey", "KeyT"]} theme="dark" richColors closeButton />;
}
