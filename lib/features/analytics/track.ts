import type { AnalyticsEventName, AnalyticsEvents } from "@/lib/features/analytics/events";

declare global {
  interface Window {
    dataLayer?: unknown[];
    lexorAnalyticsSink?: (name: string, params: Record<string, unknown>) => void;
  }
}

export function track<Name extends AnalyticsEventName>(name: Name, params: AnalyticsEvents[Name]): void {
  if (typeof window === "undefined") return;
  window.dataLayer ??= [];
  window.dataLayer.push({ event: name, ...params });
  window.lexorAnalyticsSink?.(name, params);
}
