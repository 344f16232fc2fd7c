import type { AnalyticsEventName, AnalyticsEvents } from "@/lib/features/analytics/events";
import { track } from "@/lib/features/analytics/track";

type Moment = "click" | "view";

/**
 * An event a Server Component declares on an element, so no client component exists only to send
 * it: "click" is sent when the element is clicked, "view" with the page view of the page that
 * holds the element. components/analytics/analytics.tsx sends both.
 */
export function declareEvent<Name extends AnalyticsEventName>(moment: Moment, name: Name, params: AnalyticsEvents[Name]) {
  return { [`data-track-${moment}`]: name, "data-track-params": JSON.stringify(params) };
}

export function sendDeclaredEvent(element: Element, moment: Moment): void {
  const name = element.getAttribute(`data-track-${moment}`) as AnalyticsEventName;
  track(name, JSON.parse(element.getAttribute("data-track-params") ?? "{}"));
}

export function declaredEventsOf(moment: Moment): Element[] {
  return [...document.querySelectorAll(`[data-track-${moment}]`)];
}
