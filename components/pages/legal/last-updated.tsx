"use client";

import { useSyncExternalStore } from "react";

const LONG_DATE = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

export function formatIsoDay(isoDay: string): string {
  return LONG_DATE.format(new Date(`${isoDay}T00:00:00Z`));
}

function localIsoDay(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const noSubscription = () => () => {};

/** The server renders the day it rendered (UTC, hourly), for crawlers and no-JS visitors; the browser shows the visitor's own today. */
export function LastUpdated({ serverDay }: { serverDay: string }) {
  const day = useSyncExternalStore(noSubscription, localIsoDay, () => serverDay);
  return (
    <p className="mt-4 text-sm text-muted">
      Last updated: <time dateTime={day}>{formatIsoDay(day)}</time>
    </p>
  );
}
