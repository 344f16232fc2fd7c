// Not toLocaleString: during hydration it would build an Intl.NumberFormat (locale data) for a comma.
export function formatCount(count: number): string {
  return String(Math.trunc(count)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}
