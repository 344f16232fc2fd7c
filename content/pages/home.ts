/** Copy of the home page (the hero's h1 is `site.tagline`). */
export const homeContent = {
  hero: {
    eyebrow: "Strategy and technology consulting",
    lead: "Lexor helps leadership teams put AI, cloud and security to work: we design the programme, build the platform underneath it, and stay until your own people run it with confidence.",
    primaryAction: "Request a Demo",
    secondaryAction: { label: "What we do", href: "/what-we-do" },
    highlights: [
      { label: "Practices", value: "AI, cloud, cybersecurity, digital transformation" },
      { label: "Engagements", value: "From a four-week assessment to a multi-year programme" },
      { label: "Founded", value: "2020" },
    ],
  },
  platforms: {
    title: "Platforms",
    lead: "Products we built from patterns we kept solving for clients. Each runs in your cloud account, under your controls.",
  },
  about: {
    eyebrow: "About us",
    title: "A consultancy that ships",
    paragraphs: [
      "Lexor was founded in 2020 by engineers and strategists who were tired of strategy decks that never reached production. We work in small, senior teams that sit with your people, and we measure ourselves by what is running and owned by you when we leave.",
      "Our work spans four practices that tend to meet in the same programme: applied AI, cloud platforms, cybersecurity and the operating-model change that makes the technology stick.",
    ],
    principles: [
      {
        title: "Senior people on the work",
        text: "The people who scope an engagement are the people who deliver it. No bait-and-switch to a junior bench.",
      },
      {
        title: "Production, not pilots",
        text: "Every engagement has a route to production agreed in week one: owners, controls, budget and the date it goes live.",
      },
      {
        title: "Your team owns it",
        text: "We pair, document and hand over deliberately. Knowledge transfer is a deliverable with its own acceptance criteria.",
      },
      {
        title: "Security by default",
        text: "Identity, data protection and audit trails are designed in from the first architecture sketch, not bolted on before go-live.",
      },
    ],
    links: [
      { label: "What we do", href: "/what-we-do" },
      { label: "Insights", href: "/insights" },
      { label: "Careers", href: "/careers" },
    ],
  },
  contact: {
    eyebrow: "Contact",
    title: "Tell us what you are working on",
    lead: "A first conversation takes 30 minutes. We will ask about the outcome you need, the constraints you live with and what has been tried, and tell you honestly whether we are the right people to help.",
    demoCard: {
      title: "Request a Demo",
      text: "See Thestral running on realistic workloads, or walk through an engagement plan for your situation with one of our practice leads.",
      points: [
        "30 minutes with a practice lead who has delivered this work",
        "Your workloads and constraints, not a scripted tour",
        "A written summary of what we would do first, whether or not you hire us",
      ],
      action: "Request a Demo",
    },
    buildCard: {
      title: "Start Building",
      text: "Already know what you need? Talk to sales about platform licences, a pilot environment or a scoped engagement.",
      action: "Get started",
      href: "/get-started",
    },
    careersCard: {
      title: "Join the team",
      text: "We hire engineers, data scientists and strategists who like shipping. See the open roles.",
      action: "Career opportunities",
      href: "/careers",
    },
  },
} as const;
