/** Where Lexor is on the web besides this site: the /media page, /x and the Organization's sameAs. */
export type SocialIcon = "linkedin" | "x" | "github" | "youtube";

export interface SocialLink {
  name: string;
  url: string;
  icon: SocialIcon;
  /** What a visitor finds there, shown on /media. */
  description: string;
}

// Handles are the ones the company intends to hold; confirm each before launch (see docs/decisions.md).
export const socialLinks = [
  {
    name: "LinkedIn",
    url: "https://www.linkedin.com/company/lexor",
    icon: "linkedin",
    description: "Company news, open roles and the longer posts from our practice leads.",
  },
  {
    name: "X",
    url: "https://x.com/lexor",
    icon: "x",
    description: "Short notes from the team, event announcements and new articles from The Signal.",
  },
  {
    name: "GitHub",
    url: "https://github.com/lexor",
    icon: "github",
    description: "Open-source tooling and reference architectures we publish from client-neutral work.",
  },
  {
    name: "YouTube",
    url: "https://www.youtube.com/@lexor",
    icon: "youtube",
    description: "Recorded talks, platform walkthroughs and our quarterly briefings.",
  },
] as const satisfies readonly SocialLink[];

/** The company's X profile, where /x sends visitors. */
export const xProfileUrl: string = socialLinks.find((link) => link.icon === "x")?.url ?? "https://x.com/lexor";
