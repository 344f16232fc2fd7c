"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";
import { hashTarget, SCROLL_DELAY_MS } from "@/components/chrome/navigation";
import { scrollToElementId } from "@/components/chrome/scroll";

export function RouteScroll() {
  const pathname = usePathname();
  const isFirstRender = useRef(true);
  const poppedTo = useRef<string | null>(null);

  useEffect(() => {
    const onPopState = () => {
      poppedTo.current = window.location.pathname;
    };
    // Plain <a href="#id"> links (not Next's router) change only the hash.
    const onHashChange = () => {
      const target = hashTarget(window.location.hash);
      if (target) window.setTimeout(() => scrollToElementId(target), SCROLL_DELAY_MS);
    };
    window.addEventListener("popstate", onPopState);
    window.addEventListener("hashchange", onHashChange);
    return () => {
      window.removeEventListener("popstate", onPopState);
      window.removeEventListener("hashchange", onHashChange);
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every route change by design.
  useEffect(() => {
    const firstRender = isFirstRender.current;
    const traversed = poppedTo.current === window.location.pathname;
    isFirstRender.current = false;
    poppedTo.current = null;

    const target = hashTarget(window.location.hash);
    if (target) {
      const timer = window.setTimeout(() => scrollToElementId(target), SCROLL_DELAY_MS);
      return () => window.clearTimeout(timer);
    }
    if (!firstRender && !traversed) window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [pathname]);

  return null;
}
