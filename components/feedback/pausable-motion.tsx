"use client";

import { type ReactNode, useState } from "react";

/** WCAG 2.2.2: motion longer than five seconds must be pausable; hidden for reduced motion and without scripts, where it stays still. */
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
