"use client";

import { type ReactNode, useState } from "react";

/**
 * Wraps looping motion with a Pause / Play button (WCAG 2.2.2: anything that moves for more than
 * five seconds can be paused). Pausing freezes every CSS animation inside; people who ask their
 * system for reduced motion get a still picture already, so the button is hidden for them, as it
 * is without scripts, where the motion stays still (app/globals.css).
 */
export function PausableMotion({ children, subject }: { children: ReactNode; subject: string }) {
  const [paused, setPaused] = useState(false);
  return (
    <div data-motion={paused ? "paused" : "running"}>
      {children}
      <div className="mt-2 flex justify-center motion-reduce:hidden [@media(scripting:none)]:hidden">
        <button
          type="button"
          onClick={() => setPaused(!paused)}
          className="rounded-full border border-line px-4 py-1.5 text-sm font-medium text-fg transition-colors hover:border-accent"
        >
          {paused ? `Play ${subject}` : `Pause ${subject}`}
        </button>
      </div>
    </div>
  );
}
