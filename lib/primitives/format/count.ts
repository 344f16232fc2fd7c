/**
 * A whole count the way en-US writes it ("1,234"). Counters render in client components during
 * hydration, where `toLocaleString` would build an `Intl.NumberFormat` (locale data) for a comma.
 */
export function formatCount(count: number): string {
  return String(Math.trunc(count)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}
