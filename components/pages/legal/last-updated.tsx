"use client";

import { useSyncExternalStore } from "react";

const LONG_DATE = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

/** "2026-11-21" → "November 21, 2026" (spec §9: dates in en-US format). */
export function formatIsoDay(isoDay: string): string {
  return LONG_DATE.format(new Date(`${isoDay}T00:00:00Z`));
}

/** Today in the visitor's own time zone, as YYYY-MM-DD. */
function localIsoDay(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const noSubscription = () => () => {};

/**
 * "Last updated" equal to the day the page is read (spec). The server renders the day it rendered
 * the page (UTC, refreshed hourly), which crawlers and visitors without JavaScript see; in the
 * browser it becomes the visitor's own today, so it is never a cached day behind.
 */
export function LastUpdated({ serverDay }: { serverDay: string }) {
  const day = useSyncExternalStore(noSubscription, localIsoDay, () => serverDay);
  return (
    <p className="mt-4 text-sm text-muted">
      Last updated: <time dateTime={day}>{formatIsoDay(day)}</time>
    </p>
  );
}
