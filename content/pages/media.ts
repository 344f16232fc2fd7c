/** Copy of /media, the link list shared in bios and printed material. */
export const mediaContent = {
  meta: {
    title: "Lexor Links",
    description: "Lexor's website and social channels in one place: LinkedIn, X, GitHub and YouTube.",
  },
  title: "Lexor",
  lead: "Strategy and technology consulting for AI, cloud and security.",
  website: { name: "Lexor website", description: "Services, platforms, insights and careers." },
  footnote: "Every link opens in a new tab.",
} as const;
