const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/**
 * Spec §9: dates in en-US format, e.g. "March 4, 2026"; an unreadable date prints as nothing. Read
 * in UTC, so the server and every browser print the same day for the same instant. Written out
 * rather than through `Intl.DateTimeFormat`: building that formatter loads locale data, about 15 ms
 * of a phone's main thread while the blog list and the article hydrate, for one fixed format.
 */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
