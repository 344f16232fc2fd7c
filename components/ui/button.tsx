export const primaryButtonClass =
  "rounded-lg bg-accent px-5 py-3 font-semibold text-accent-ink transition-colors hover:bg-accent-strong aria-disabled:cursor-not-allowed aria-disabled:bg-surface-raised aria-disabled:text-muted";

export function SubmitButton({ blocked, className = "", children }: { blocked: boolean; className?: string; children: React.ReactNode }) {
  return (
    <button type="submit" aria-disabled={blocked} className={`${className} ${primaryButtonClass}`.trim()}>
      {children}
    </button>
  );
}
