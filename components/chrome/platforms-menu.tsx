"use client";

import { Link } from "@/components/ui/link";
import { usePathname } from "next/navigation";
import { useEffect, useId, useRef, useState } from "react";
import { ChevronIcon, PlatformsIcon } from "@/components/chrome/icons";
import { PLATFORM_LINKS } from "@/components/chrome/navigation";
import { useHydrated } from "@/components/ui/use-hydrated";
import { track } from "@/lib/features/analytics/track";

const NO_SCRIPT_DISCLOSURE = "[@media(scripting:none)]:group-focus-within:block [@media(scripting:none)]:group-hover:block";

interface PlatformsMenuProps {
  variant: "rail" | "drawer";
  active: boolean;
  itemClassName: string;
  onNavigate?: () => void;
}

export function PlatformsMenu({ variant, active, itemClassName, onNavigate }: PlatformsMenuProps) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const submenuId = useId();
  const pathname = usePathname();
  // Until scripts own the state, hover and focus open the submenu (NO_SCRIPT_DISCLOSURE): the button claims no state.
  const hydrated = useHydrated();

  // biome-ignore lint/correctness/useExhaustiveDependencies: closes whenever the route changes.
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onDocumentClick = (event: MouseEvent) => {
      if (!buttonRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      // Only the submenu closes; the drawer around it (a dialog) stays open.
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    };
    // The flyout floats over the page; focus going nowhere is left to the click handler, so a click on its own link still lands.
    const wrapper = variant === "rail" ? wrapperRef.current : null;
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget instanceof Node && !wrapper?.contains(event.relatedTarget)) setOpen(false);
    };
    document.addEventListener("click", onDocumentClick);
    document.addEventListener("keydown", onKeyDown);
    wrapper?.addEventListener("focusout", onFocusOut);
    return () => {
      document.removeEventListener("click", onDocumentClick);
      document.removeEventListener("keydown", onKeyDown);
      wrapper?.removeEventListener("focusout", onFocusOut);
    };
  }, [open, variant]);

  const toggle = () => {
    if (!open) track("navigation_click", { section_name: "Platforms" });
    setOpen(!open);
  };

  const submenuClass =
    variant === "rail"
      ? "absolute top-0 left-full z-50 ml-3 w-64 rounded-2xl border border-line bg-surface-raised p-2 shadow-2xl shadow-black/40"
      : "mt-1 ml-4 border-l border-line pl-3";

  return (
    <div ref={wrapperRef} className={variant === "rail" ? "group relative" : "group"}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={hydrated ? open : undefined}
        aria-controls={submenuId}
        onClick={toggle}
        className={itemClassName}
        data-active={active || undefined}
      >
        <PlatformsIcon />
        <span>Platforms</span>
        {variant === "drawer" && <ChevronIcon className={`ml-auto size-4 transition-transform ${open ? "rotate-90" : ""}`} />}
      </button>
      <ul id={submenuId} className={`${submenuClass} ${open ? "" : `hidden ${NO_SCRIPT_DISCLOSURE}`}`}>
        {PLATFORM_LINKS.map((link) => (
          <li key={link.href}>
            <Link
              href={link.href}
              onClick={() => {
                track("navigation_click", { section_name: link.name });
                onNavigate?.();
              }}
              aria-current={pathname === link.href ? "page" : undefined}
              className="block rounded-xl px-4 py-3 text-left transition-colors hover:bg-surface focus-visible:bg-surface"
            >
              <span className="block font-semibold text-fg">{link.name}</span>
              <span className="block text-sm text-muted">{link.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
