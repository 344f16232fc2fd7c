export const field =
  "min-h-11 w-full rounded-lg border border-line bg-ink px-3 py-2 text-fg focus:border-accent focus:outline-none focus:ring-2 focus:ring-accent";
export const label = "mb-1 block text-sm font-semibold text-fg";
