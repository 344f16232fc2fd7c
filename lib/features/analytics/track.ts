import type { AnalyticsEventName, AnalyticsEvents } from "@/lib/features/analytics/events";

declare global {
  interface Window {
    dataLayer?: unknown[];
    /** Set by the analytics provider once Firebase Analytics may receive events (after consent). */
    lexorAnalyticsSink?: (name: string, params: Record<string, unknown>) => void;
  }
}

/**
 * Records one analytics event: always into `window.dataLayer`, and to Firebase Analytics only when
 * the consent-aware provider has installed a sink. Safe to call during server rendering (no-op).
 */
export function track<Name extends AnalyticsEventName>(name: Name, params: AnalyticsEvents[Name]): void {
  if (typeof window === "undefined") return;
  window.dataLayer ??= [];
  window.dataLayer.push({ event: name, ...params });
  window.lexorAnalyticsSink?.(name, params);
}
