/** Copy and company facts of the careers pages and their JobPosting structured data. */
export const careersCopy = {
  /** The section's name: nav item, breadcrumb and the start of the list's title. */
  name: "Careers",
  heading: "Open Positions",
  intro:
    "We are strategists, engineers, data scientists and designers who like hard problems and shipping real things. Join a team that builds AI, cloud and security programmes with our clients rather than handing them slides.",
  currentOpenings: "Current Openings",
  emptyTitle: "No open positions right now",
  emptyText: "Check back soon for new opportunities.",
  notHiring: "Not hiring right now",
  applyIntro: "Tell us a little about yourself and attach your résumé. Every application is read by a person on the team you are applying to.",
} as const;

/**
 * The office that hybrid roles work from. Lexor is fictional and so is this address; it is only
 * used in the pages' JobPosting structured data and the role pages.
 */
export const careersOffice = {
  name: "Lexor London",
  streetAddress: "40 Canal Quay",
  addressLocality: "London",
  addressRegion: "England",
  postalCode: "EC2A 4NE",
  addressCountry: "GB",
} as const;
