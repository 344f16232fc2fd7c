export const eyebrowClass = "text-sm font-semibold tracking-widest text-accent uppercase";

export const pageTitleClass = "text-4xl font-semibold tracking-tight sm:text-5xl";
