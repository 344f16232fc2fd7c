/** The page's content column: every section, header and band lines up on it. */
export const container = "mx-auto max-w-6xl px-6";

/** A card: the bordered, raised-from-the-page box the site uses for every item in a grid or list. */
export const cardSurface = "rounded-2xl border border-line bg-surface";
