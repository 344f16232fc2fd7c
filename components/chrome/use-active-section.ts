"use client";

import { useEffect, useState } from "react";
import { HOME_SECTIONS, type HomeSection } from "@/components/chrome/navigation";

export function useActiveSection(enabled: boolean): HomeSection | null {
  const [active, setActive] = useState<HomeSection | null>(null);

  useEffect(() => {
    if (!enabled) {
      setActive(null);
      return;
    }
    const visible = new Set<HomeSection>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const id = entry.target.id as HomeSection;
          if (entry.isIntersecting) visible.add(id);
          else visible.delete(id);
        }
        setActive(HOME_SECTIONS.find((id) => visible.has(id)) ?? null);
      },
      // Shrinks the observed area to the top half of the viewport.
      { rootMargin: "0px 0px -50% 0px" },
    );
    for (const id of HOME_SECTIONS) {
      const element = document.getElementById(id);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [enabled]);

  return active;
}
