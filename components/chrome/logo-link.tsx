"use client";

import { isPlainClick, Link } from "@/components/ui/link";
import { usePathname } from "next/navigation";
import type { MouseEvent } from "react";
import { scrollToTopSmoothly } from "@/components/chrome/scroll";
import { LogoMark } from "@/components/ui/logo-mark";
import { track } from "@/lib/features/analytics/track";

export function LogoLink({ className, markClassName, withName = false }: { className?: string; markClassName?: string; withName?: boolean }) {
  const pathname = usePathname();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    track("navigation_click", { section_name: "Home" });
    if (pathname !== "/" || !isPlainClick(event)) return;
    event.preventDefault();
    if (window.location.hash) window.history.replaceState(window.history.state, "", "/");
    scrollToTopSmoothly();
  };
  return (
    <Link href="/" onClick={onClick} className={className} aria-label={withName ? undefined : "Lexor home"}>
      <LogoMark className={markClassName} />
      {withName && (
        <span className="text-lg font-semibold tracking-tight">
          Lexor<span className="sr-only"> home</span>
        </span>
      )}
    </Link>
  );
}
