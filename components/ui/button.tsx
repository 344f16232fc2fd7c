const ACCENT = "bg-accent font-semibold text-accent-ink hover:bg-accent-strong";

/** A primary button or link laid out its own way (shape, size, place): its accent still comes from here. */
export const primary = (layout: string) => `${layout} ${ACCENT}`;

export const primaryAction = primary(
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 py-3 transition-colors disabled:cursor-not-allowed disabled:opacity-70",
);

export const primaryButtonClass = primary(
  "rounded-lg px-5 py-3 transition-colors aria-disabled:cursor-not-allowed aria-disabled:bg-surface-raised aria-disabled:text-muted",
);

export const secondaryAction =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-full border border-line px-6 py-3 font-semibold text-fg transition-colors hover:border-accent hover:text-accent";

export const textLink = "font-semibold text-accent underline-offset-4 hover:underline";
