export const primaryAction =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-accent px-6 py-3 font-semibold text-accent-ink transition-colors hover:bg-accent-strong disabled:cursor-not-allowed disabled:opacity-70";

export const secondaryAction =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-full border border-line px-6 py-3 font-semibold text-fg transition-colors hover:border-accent hover:text-accent";

export const textLink = "font-semibold text-accent underline-offset-4 hover:underline";
