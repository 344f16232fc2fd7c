export const container = "mx-auto max-w-6xl px-6";

export const cardSurface = "rounded-2xl border border-line bg-surface";
