const DATE_FORMAT = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "long",
  day: "numeric",
  // Fixed, so the server and every browser print the same day for the same instant.
  timeZone: "UTC",
});

/** Spec §9: dates in en-US format, e.g. "March 4, 2026"; an unreadable date prints as nothing. */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : DATE_FORMAT.format(date);
}
