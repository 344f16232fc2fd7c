"use client";

import { useEffect, useState } from "react";

/** The section being read: the last of `ids` whose top has passed the middle of the viewport. */
export function useActiveSection<Id extends string>(ids: readonly Id[] | null): Id | null {
  const [active, setActive] = useState<Id | null>(null);

  useEffect(() => {
    if (!ids) {
      setActive(null);
      return;
    }
    const passed = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) passed.add(entry.target.id);
          else passed.delete(entry.target.id);
        }
        setActive(ids.findLast((id) => passed.has(id)) ?? null);
      },
      // The top half of the viewport and everything above it: a section intersects once its top is above the middle.
      { rootMargin: "1000000px 0px -50% 0px" },
    );
    for (const id of ids) {
      const element = document.getElementById(id);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [ids]);

  return active;
}
