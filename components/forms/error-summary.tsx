/** "2 fields need your attention: Name and Work email." */
export function errorSummaryText(labels: readonly string[]): string {
  if (labels.length === 0) return "";
  const list = new Intl.ListFormat("en", { style: "long", type: "conjunction" }).format(labels);
  return labels.length === 1 ? `1 field needs your attention: ${list}.` : `${labels.length} fields need your attention: ${list}.`;
}

/**
 * How many fields failed and which, in a live region that is always in the page (a region added
 * together with its text is not reliably announced). Focus moves to the first of them as well
 * (`useErrorFocus`), so keyboard and screen-reader users land where the work is.
 */
export function ErrorSummary({ labels, className = "" }: { labels: readonly string[]; className?: string }) {
  return (
    <p role="status" className={`text-sm text-danger ${className}`}>
      {errorSummaryText(labels)}
    </p>
  );
}
