import type { ReactNode } from "react";
import { Footer } from "@/components/chrome/footer";
import { MobileNav } from "@/components/chrome/mobile-nav";
import { SideNav } from "@/components/chrome/side-nav";
import { SchedulerPanel } from "@/components/scheduler/scheduler-panel";
import { SchedulerProvider } from "@/components/scheduler/scheduler-provider";

export default function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <SchedulerProvider>
      <a
        href="#main"
        className="sr-only z-[60] rounded-full bg-accent px-5 py-3 font-semibold text-accent-ink focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <SideNav />
      <MobileNav />
      <div className="flex min-h-dvh flex-col wide:ml-24">
        <main id="main" tabIndex={-1} className="flex-1 outline-none">
          {children}
        </main>
        <Footer />
      </div>
      <SchedulerPanel />
    </SchedulerProvider>
  );
}
