"use client";

import { isPlainClick, Link } from "@/components/ui/link";
import { usePathname } from "next/navigation";
import type { MouseEvent, ReactNode } from "react";
import { SCROLL_DELAY_MS } from "@/components/chrome/navigation";
import { scrollToElementId } from "@/components/chrome/scroll";

export function SectionLink({ section, className, children }: { section: string; className?: string; children: ReactNode }) {
  const pathname = usePathname();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (pathname !== "/" || !isPlainClick(event)) return;
    event.preventDefault();
    window.history.pushState(window.history.state, "", `#${section}`);
    window.setTimeout(() => scrollToElementId(section), SCROLL_DELAY_MS);
  };
  return (
    <Link href={`/#${section}`} scroll={false} onClick={onClick} className={className}>
      {children}
    </Link>
  );
}
