"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";
import { whenTitleSettles } from "@/components/analytics/when-title-settles";
import type { AnalyticsEvents } from "@/lib/features/analytics/events";
import { clearAnalyticsCookies, onConsentChange, readConsent } from "@/lib/features/analytics/consent";
import { analyticsGate } from "@/lib/features/analytics/runtime";
import { declaredEventsOf, sendDeclaredEvent } from "@/lib/features/analytics/declared-events";
import { track } from "@/lib/features/analytics/track";

type PageView = AnalyticsEvents["page_view"];

// Module state, so a remount (React's strict mode in development) does not log the same view twice.
let lastTrackedPath: string | null = null;

export function Analytics() {
  const pathname = usePathname();
  const lastPageView = useRef<PageView | null>(null);

  useEffect(() => {
    const gate = analyticsGate();
    if (readConsent() === "accepted") gate.grant();
    return onConsentChange((consent) => {
      if (consent === "accepted") {
        gate.grant();
        // The page on which the visitor accepted counts too; earlier events are never sent.
        if (lastPageView.current) window.lexorAnalyticsSink?.("page_view", { ...lastPageView.current });
      } else {
        gate.deny();
        clearAnalyticsCookies();
      }
    });
  }, []);

  useEffect(() => {
    const sendClicked = (event: MouseEvent) => {
      const element = event.target instanceof Element ? event.target.closest("[data-track-click]") : null;
      if (element) sendDeclaredEvent(element, "click");
    };
    document.addEventListener("click", sendClicked);
    return () => document.removeEventListener("click", sendClicked);
  }, []);

  useEffect(() => {
    if (pathname === lastTrackedPath) return;
    return whenTitleSettles(lastPageView.current?.page_title ?? null, (title) => {
      lastTrackedPath = pathname;
      const pageView = { page_path: pathname, page_title: title, page_location: window.location.href };
      lastPageView.current = pageView;
      track("page_view", pageView);
      for (const element of declaredEventsOf("view")) sendDeclaredEvent(element, "view");
    });
  }, [pathname]);

  return null;
}
