"use client";

import { Link } from "@/components/ui/link";
import { usePathname } from "next/navigation";
import type { ReactNode } from "react";
import { BlogIcon, CalendarIcon, CareersIcon } from "@/components/chrome/icons";
import { activeNavItem, HOME_SECTIONS } from "@/components/chrome/navigation";
import { PlatformsMenu } from "@/components/chrome/platforms-menu";
import { useActiveSection } from "@/components/chrome/use-active-section";
import { SchedulerLink } from "@/components/scheduler/scheduler-link";
import { track } from "@/lib/features/analytics/track";

const ITEM_CLASSES = {
  rail: [
    "flex w-20 flex-col items-center gap-1.5 rounded-xl px-1 py-3 text-xs font-medium text-muted transition-colors",
    "hover:bg-surface-raised hover:text-fg aria-[current=page]:bg-surface-raised aria-[current=page]:text-accent",
    "data-[active]:bg-surface-raised data-[active]:text-accent",
  ].join(" "),
  drawer: [
    "flex w-full items-center gap-3 rounded-xl px-4 py-3 text-base font-medium text-fg transition-colors",
    "hover:bg-surface-raised aria-[current=page]:text-accent data-[active]:text-accent",
  ].join(" "),
};

interface NavItemsProps {
  variant: "rail" | "drawer";
  beforeOpenScheduler?: () => void;
  /** A link to the page already open changes no route, yet the drawer must close. */
  onNavigate?: () => void;
}

export function NavItems({ variant, beforeOpenScheduler, onNavigate }: NavItemsProps) {
  const pathname = usePathname();
  const section = useActiveSection(pathname === "/" ? HOME_SECTIONS : null);
  const active = activeNavItem(pathname, section);
  const itemClass = ITEM_CLASSES[variant];

  const link = (href: string, label: string, id: "blog" | "careers", icon: ReactNode) => (
    <Link
      href={href}
      className={itemClass}
      aria-current={active === id ? "page" : undefined}
      onClick={() => {
        track("navigation_click", { section_name: label });
        onNavigate?.();
      }}
    >
      {icon}
      <span>{label}</span>
    </Link>
  );

  return (
    <ul className={variant === "rail" ? "flex flex-col items-center gap-2" : "flex flex-col gap-1"}>
      <li>
        <PlatformsMenu variant={variant} active={active === "platforms"} itemClassName={itemClass} onNavigate={onNavigate} />
      </li>
      <li>{link("/blog", "Blog", "blog", <BlogIcon />)}</li>
      <li>{link("/careers", "Careers", "careers", <CareersIcon />)}</li>
      <li>
        <SchedulerLink
          className={itemClass}
          onOpen={() => {
            track("navigation_click", { section_name: "Get Started" });
            beforeOpenScheduler?.();
          }}
        >
          <CalendarIcon />
          <span>Get Started</span>
        </SchedulerLink>
      </li>
    </ul>
  );
}
