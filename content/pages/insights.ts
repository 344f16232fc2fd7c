export interface InsightCard {
  title: string;
  description: string;
  link: string;
  /** Which drawing the card shows. */
  glyph: "ai-strategy" | "cloud" | "leadership" | "security";
}

export const insightsIndex = {
  path: "/insights",
  meta: {
    title: "Insights",
    description:
      "Perspectives from Lexor's practices on AI strategy, cloud transformation, innovation leadership and cybersecurity: how we work, step by step.",
  },
  header: {
    eyebrow: "Insights",
    title: "Thinking from our practices",
    lead: "How we approach the hardest parts of AI, cloud and security programmes — written by the people who run them, with the steps, deliverables and timelines we actually use.",
  },
  featuredHeading: "Featured insights",
  readMore: "Read More",
  /** The spec's three cards, in its order. */
  featured: [
    {
      title: "AI Strategy in Action",
      description:
        "A five-step method that takes you from a long list of AI ideas to use cases that run in production, are measured and are owned by your teams.",
      link: "/insights/ai-strategy",
      glyph: "ai-strategy",
    },
    {
      title: "Cloud Transformation",
      description:
        "Moving the workloads that matter onto a platform your teams can run and your AI programmes can build on — planned around data, not server counts.",
      link: "/insights/cloud-transformation",
      glyph: "cloud",
    },
    {
      title: "Innovation Leadership",
      description: "Four principles and a four-step approach for leaders who want their organisations to keep innovating, not just run another programme.",
      link: "/insights/innovation-leadership",
      glyph: "leadership",
    },
  ] satisfies InsightCard[],
  moreHeading: "More from our practices",
  more: [
    {
      title: "Cybersecurity",
      description:
        "Security that keeps pace with cloud and AI: map what matters, fix what removes the most risk, and rehearse for the day something gets through.",
      link: "/insights/cybersecurity",
      glyph: "security",
    },
  ] satisfies InsightCard[],
  blogPrompt: {
    text: "Looking for shorter, more frequent writing? Our engineers, designers and data scientists publish on The Signal.",
    action: "Read The Signal",
    href: "/blog",
  },
};
