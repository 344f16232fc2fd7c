import type { PageIntro, ThinkingArticle } from "@/content/pages/ai";

/** Leader quote (spec §3): name, title, quote, and optional profile and website links. */
export interface LeaderQuote {
  name: string;
  title: string;
  quote: string;
  /** Professional profile (LinkedIn). Optional: not every leader keeps one. */
  linkedin?: string;
  website?: string;
}

export interface AgendaItem {
  title: string;
  text: string;
}

/** Copy of the CEO agenda page (/ceo-agenda). */
export const ceoAgendaPage = {
  metadata: {
    title: "The CEO Agenda",
    description:
      "The questions chief executives bring to Lexor about AI, resilience, cloud economics and leadership, with a message from our CEO and views from other leaders.",
  },
  intro: {
    eyebrow: "CEO Agenda",
    title: "The questions on the chief executive's desk",
    lead: "Technology now shows up in every board pack: as an opportunity to grow, as a cost to control and as a risk to explain. Here is how we think about the decisions that land on the CEO's desk, and how we help leadership teams make them.",
  } satisfies PageIntro,
  tabsLabel: "Sections of the CEO agenda page",
  sections: {
    overview: "Overview",
    latestThinking: "Latest Thinking",
    otherLeaders: "Other Leaders",
  },
  ceoMessage: {
    name: "Helena Brandt",
    title: "Chief Executive Officer, Lexor",
    paragraphs: [
      "When we started Lexor in 2020, most of the chief executives we met treated technology as a department. Today they treat it as a set of choices about how the company competes, and they want advisers who will be straight about which of those choices matter.",
      "Our job is not to sell you a transformation. It is to help you pick a small number of bets, fund them properly, measure them honestly and stop the ones that are not working. That takes less theatre and more discipline than the industry usually offers.",
      "On this page you will find the questions we hear most often from leadership teams, and how our partners think about them. If one of them is on your desk this quarter, I would be glad to talk.",
    ],
  },
  agendaHeading: "Five questions we hear most often",
  agenda: [
    {
      title: "Where does AI change our economics, not just our productivity?",
      text: "We help leadership teams separate the use cases that shave minutes from the ones that change margins, pricing or the shape of the operating model, and fund them differently.",
    },
    {
      title: "Are we resilient enough to explain an outage to our customers and our regulator?",
      text: "Cyber and operational resilience are now board topics. We turn them into a short list of scenarios, owners and tested recovery plans.",
    },
    {
      title: "Is our cloud spend buying us anything?",
      text: "We tie infrastructure cost to products and customers so that spend becomes a decision rather than a surprise.",
    },
    {
      title: "Do we have the people to run what we are building?",
      text: "Every programme we run includes a plan for the skills, roles and incentives needed to keep it going after we leave.",
    },
    {
      title: "How do we keep innovation from becoming a side show?",
      text: "We connect innovation work to the strategy and the budget cycle, with clear criteria for scaling an idea or stopping it.",
    },
  ] satisfies AgendaItem[],
  latestThinking: {
    lead: "Three pieces our partners wrote with leadership teams in mind.",
    articles: [
      {
        kind: "Insight",
        title: "Innovation leadership that ships",
        summary: "Four principles and a four-step approach for leaders who want innovation to reach customers, not a lab.",
        href: "/insights/innovation-leadership",
      },
      {
        kind: "Insight",
        title: "Cloud transformation with AI in mind",
        summary: "Why the next cloud programme should be planned around data and AI workloads, and how to sequence it.",
        href: "/insights/cloud-transformation",
      },
      {
        kind: "Article",
        title: "Roadmaps as bets, not promises",
        summary: "Treating a technology roadmap as a portfolio of bets with explicit odds changes the conversation in the boardroom.",
        href: "/blog/roadmaps-as-bets",
      },
    ] satisfies ThinkingArticle[],
  },
  otherLeaders: {
    lead: "Views from across Lexor's leadership team on what chief executives should be asking this year.",
    /**
     * People are invented. Their links use the reserved `.example` domain, so that no link can ever
     * point at a real person's profile; replace them with real addresses before launch.
     */
    quotes: [
      {
        name: "Priya Raman",
        title: "Chief Technology Officer",
        quote:
          "The companies that get value from AI are not the ones with the most pilots. They are the ones that decided early how they would measure quality, and refused to ship without it.",
        linkedin: "https://www.linkedin.example/in/priya-raman",
        website: "https://priyaraman.example",
      },
      {
        name: "Daniel Oyelaran",
        title: "Head of Cybersecurity",
        quote:
          "Ask your team which three systems would stop the business if they went down tomorrow, and when the recovery plan for each was last tested. The pause before the answer tells you most of what you need to know.",
        linkedin: "https://www.linkedin.example/in/daniel-oyelaran",
      },
      {
        name: "Sofia Lindqvist",
        title: "Partner, Organisation and Talent",
        quote: "Technology programmes rarely fail for technical reasons. They fail because nobody owns the new way of working on the Monday after go-live.",
        website: "https://sofialindqvist.example",
      },
    ] satisfies LeaderQuote[],
  },
  cta: {
    title: "Bring us the question on your desk",
    text: "A 30-minute conversation with one of our partners, without a sales deck.",
    button: "Schedule a Demo",
  },
};
