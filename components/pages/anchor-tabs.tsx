"use client";

import { useEffect, useState } from "react";
import { scrollToElementId } from "@/components/chrome/scroll";
import { container } from "@/components/ui/surfaces";

export interface AnchorTab {
  id: string;
  label: string;
}

export function AnchorTabs({ tabs, label }: { tabs: AnchorTab[]; label: string }) {
  const [active, setActive] = useState(tabs[0]?.id);

  useEffect(() => {
    const sections = tabs.flatMap((tab) => {
      const element = document.getElementById(tab.id);
      return element ? [element] : [];
    });
    // Worked out after every scroll: an observer only reports crossings, and a jump from the bottom to the top crosses none.
    let frame = 0;
    const update = () => {
      frame = 0;
      const half = window.innerHeight / 2;
      const current = sections.filter((section) => section.getBoundingClientRect().top <= half).at(-1) ?? sections[0];
      if (current) setActive(current.id);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    // In the next frame rather than now: reading the layout here would force it during hydration.
    schedule();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
    };
  }, [tabs]);

  return (
    <nav aria-label={label} className="sticky top-0 z-30 hidden border-b border-line bg-ink/95 backdrop-blur wide:block">
      <ul className={`${container} flex gap-2 overflow-x-auto`}>
        {tabs.map((tab) => (
          <li key={tab.id}>
            <a
              href={`#${tab.id}`}
              aria-current={active === tab.id ? "location" : undefined}
              onClick={(event) => {
                if (!document.getElementById(tab.id)) return;
                event.preventDefault();
                scrollToElementId(tab.id);
                history.replaceState(null, "", `#${tab.id}`);
                setActive(tab.id);
              }}
              className="inline-block border-b-2 border-transparent px-3 py-4 text-sm font-medium text-muted hover:text-fg aria-[current=location]:border-accent aria-[current=location]:text-fg"
            >
              {tab.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
