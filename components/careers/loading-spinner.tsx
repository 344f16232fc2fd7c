const SIZES = {
  sm: { box: "h-6 w-6", border: "border-2", mark: "text-[8px]" },
  md: { box: "h-10 w-10", border: "border-2", mark: "text-[10px]" },
  lg: { box: "h-16 w-16", border: "border-4", mark: "text-sm" },
  xl: { box: "h-24 w-24", border: "border-4", mark: "text-lg" },
} as const;

/** The spec's spinner: a turning ring around a small round Lexor mark, in four sizes. */
export function LoadingSpinner({ size = "md", label = "Loading" }: { size?: keyof typeof SIZES; label?: string }) {
  const { box, border, mark } = SIZES[size];
  return (
    <div role="status" className="flex flex-col items-center gap-3">
      <span className={`relative inline-grid place-items-center ${box}`}>
        <span className={`absolute inset-0 animate-spin rounded-full border-line border-t-accent ${border}`} />
        <span
          aria-hidden="true"
          className={`grid h-1/2 w-1/2 place-items-center rounded-full bg-accent font-bold text-accent-ink ${mark}`}
        >
          L
        </span>
      </span>
      <span className="sr-only">{label}</span>
    </div>
  );
}
