"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";
import type { AnalyticsEvents } from "@/lib/analytics/events";
import { clearAnalyticsCookies, onConsentChange, readConsent } from "@/lib/analytics/consent";
import { analyticsGate } from "@/lib/analytics/runtime";
import { track } from "@/lib/analytics/track";

type PageView = AnalyticsEvents["page_view"];

// Module state: a route group's layout can remount, the page (and what it already logged) does not.
let lastTrackedPath: string | null = null;

/**
 * Logs `page_view` on the first load and on every route change, and opens or closes the Firebase
 * sink with the visitor's cookie consent. Everything goes to `window.dataLayer`; Firebase only
 * gets events while consent is granted.
 */
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
    // A frame later the new page's title is in place (checked in e2e/analytics.spec.ts).
    const frame = requestAnimationFrame(() => {
      if (pathname === lastTrackedPath) return;
      lastTrackedPath = pathname;
      const pageView = { page_path: pathname, page_title: document.title, page_location: window.location.href };
      lastPageView.current = pageView;
      track("page_view", pageView);
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname]);

  return null;
}
