import type { ReactNode } from "react";
import { SchedulerProvider } from "@/components/scheduler/scheduler-provider";

export default function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <SchedulerProvider>
      <main id="main">{children}</main>
    </SchedulerProvider>
  );
}
