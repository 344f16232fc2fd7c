export function errorSummaryText(labels: readonly string[]): string {
  if (labels.length === 0) return "";
  const list = new Intl.ListFormat("en", { style: "long", type: "conjunction" }).format(labels);
  return labels.length === 1 ? `1 field needs your attention: ${list}.` : `${labels.length} fields need your attention: ${list}.`;
}

/** Always in the page: a live region added together with its text is not reliably announced. */
export function ErrorSummary({ labels, className = "" }: { labels: readonly string[]; className?: string }) {
  return (
    <p role="status" className={`text-sm text-danger ${className}`}>
      {errorSummaryText(labels)}
    </p>
  );
}
