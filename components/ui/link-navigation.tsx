"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { isPlainClick } from "@/components/ui/link";

function linkOf(target: EventTarget | null): HTMLAnchorElement | null {
  if (!(target instanceof Element)) return null;
  const anchor = target.closest<HTMLAnchorElement>("a[data-link]");
  if (!anchor || anchor.origin !== window.location.origin) return null;
  if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return null;
  return anchor;
}

export function LinkNavigation() {
  const router = useRouter();

  useEffect(() => {
    const prefetch = (event: Event) => {
      const anchor = linkOf(event.target);
      if (anchor) router.prefetch(anchor.href);
    };
    const prefetchOnEntry = (event: PointerEvent) => {
      if (!(event.relatedTarget instanceof Node && linkOf(event.target)?.contains(event.relatedTarget))) prefetch(event);
    };
    const navigate = (event: MouseEvent) => {
      if (event.defaultPrevented || !isPlainClick(event)) return;
      const anchor = linkOf(event.target);
      if (!anchor) return;
      event.preventDefault();
      const options = { scroll: anchor.dataset.scroll !== "false" };
      if (anchor.hasAttribute("data-replace")) router.replace(anchor.href, options);
      else router.push(anchor.href, options);
    };
    document.addEventListener("pointerover", prefetchOnEntry);
    document.addEventListener("focusin", prefetch);
    document.addEventListener("touchstart", prefetch, { passive: true });
    window.addEventListener("click", navigate);
    return () => {
      document.removeEventListener("pointerover", prefetchOnEntry);
      document.removeEventListener("focusin", prefetch);
      document.removeEventListener("touchstart", prefetch);
      window.removeEventListener("click", navigate);
    };
  }, [router]);

  return null;
}
