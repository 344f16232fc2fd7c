"use client";

import { DialogHeader, SheetDialog } from "@/components/ui/dialog";
import { primary } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import { usePathname } from "next/navigation";
import { useCallback, useEffect, useState } from "react";
import { MenuIcon } from "@/components/chrome/icons";
import { LogoLink } from "@/components/chrome/logo-link";
import { NavItems } from "@/components/chrome/nav-items";
import { WIDE_LAYOUT_QUERY } from "@/components/chrome/navigation";
import { useModalDialog } from "@/components/chrome/use-modal-dialog";
import { SchedulerLink } from "@/components/scheduler/scheduler-link";
import { track } from "@/lib/features/analytics/track";

const DRAWER_ID = "site-drawer";
const MENU_PATH = "/menu";

const sideNavItem = () => document.querySelector<HTMLElement>('header nav[aria-label="Main"] :is(a, button)');

export function MobileNav() {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const dialogRef = useModalDialog(open, close, sideNavItem);
  const pathname = usePathname();

  // biome-ignore lint/correctness/useExhaustiveDependencies: closes whenever the route changes.
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    const wide = window.matchMedia(WIDE_LAYOUT_QUERY);
    const onChange = () => {
      if (wide.matches) close();
    };
    wide.addEventListener("change", onChange);
    return () => wide.removeEventListener("change", onChange);
  }, [close]);

  /** Closes the drawer synchronously, so focus is back on the menu button before the scheduler opens. */
  const closeBeforeScheduler = () => {
    dialogRef.current?.close();
    setOpen(false);
  };

  const buttonClass = "w-full rounded-full px-5 py-3 text-center font-semibold transition-colors";

  return (
    <>
      <header className="sticky top-0 z-40 flex h-16 items-center justify-between border-b border-line bg-ink/95 px-4 backdrop-blur wide:hidden">
        <LogoLink className="flex items-center gap-2 rounded-full" markClassName="size-9" withName />
        <a
          href={MENU_PATH}
          onClick={(event) => {
            event.preventDefault();
            setOpen(true);
          }}
          aria-expanded={open}
          aria-controls={DRAWER_ID}
          aria-haspopup="dialog"
          className="inline-flex size-11 items-center justify-center rounded-xl border border-line text-fg hover:bg-surface-raised"
        >
          <MenuIcon />
          <span className="sr-only">Open menu</span>
        </a>
      </header>
      <SheetDialog ref={dialogRef} side="left" id={DRAWER_ID} aria-label="Menu" className="w-[min(22rem,88vw)] max-w-none">
        {open && (
          <div className="flex min-h-full flex-col p-5">
            <DialogHeader onClose={close} closeLabel="Close menu" className="flex items-center justify-between">
              <LogoLink className="flex items-center gap-2 rounded-full" markClassName="size-9" withName />
            </DialogHeader>
            <nav aria-label="Main" className="mt-8">
              <NavItems variant="drawer" beforeOpenScheduler={closeBeforeScheduler} onNavigate={close} />
            </nav>
            <div className="mt-auto flex flex-col gap-3 pt-10">
              <SchedulerLink
                className={primary(buttonClass)}
                onOpen={() => {
                  track("navigation_click", { section_name: "Request Demo" });
                  closeBeforeScheduler();
                }}
              >
                Request Demo
              </SchedulerLink>
              <Link
                href="/get-started"
                onClick={() => {
                  track("navigation_click", { section_name: "Start Building" });
                  close();
                }}
                className={`${buttonClass} border border-line text-fg hover:bg-surface-raised`}
              >
                Start Building
              </Link>
            </div>
          </div>
        )}
      </SheetDialog>
    </>
  );
}
