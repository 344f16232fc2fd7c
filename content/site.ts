/** Facts about the company used across pages, metadata and structured data. */
export const site = {
  name: "Lexor",
  legalName: "Lexor Consulting Ltd.",
  tagline: "AI infrastructure for the companies of tomorrow",
  description: "Lexor is a strategy and technology consultancy. We design and run AI, cloud and security programmes that ship.",
  foundingYear: 2020,
} as const;
