import type { InsightPageCopy } from "@/content/pages/insight-types";

export const innovationLeadership: InsightPageCopy = {
  path: "/insights/innovation-leadership",
  meta: {
    title: "Innovation Leadership",
    description:
      "How leaders build organisations that keep innovating: four principles and Lexor's four-step approach — Empower, Connect, Accelerate, Inspire.",
  },
  header: {
    eyebrow: "Insights · Leadership",
    title: "Innovation leadership",
    lead: "Technology changes faster than organisations do. Leaders who keep their companies inventive don't run more innovation programmes; they change how decisions, money and talent move every day.",
  },
  overview: {
    heading: "Leading when the playbook keeps changing",
    paragraphs: [
      "Innovation labs, hackathons and venture arms all have their place, but on their own they tend to produce demos rather than change. The ideas are rarely the problem. The problem is what happens to an idea on Monday morning: who can approve it, who will fund the next step, and whether the team that had it is still allowed to work on it.",
      "We work with executive teams on those everyday mechanics. That means how funding is released in stages instead of annual lumps, how product teams are given outcomes instead of feature lists, how risk and compliance functions are brought in early as designers rather than late as gatekeepers, and how leaders themselves model the behaviour they ask for.",
      "Our leadership work usually runs alongside a technology programme — an AI roll-out, a platform rebuild — because that is where the old habits show most clearly and where new ones can be practised on real work.",
    ],
  },
  points: {
    heading: "Four principles",
    intro: "What we have seen separate organisations that innovate repeatedly from those that innovate once.",
    items: [
      {
        title: "Decide close to the work",
        text: "Teams nearest to customers and systems make most decisions, inside clear limits on spend, risk and brand. Leaders set the limits and review the outcomes.",
      },
      {
        title: "Fund learning in stages",
        text: "Money follows evidence: small amounts to test an idea, more to build it, more again to scale it. Stopping early is a result, not a failure.",
      },
      {
        title: "Make experiments cheap and safe",
        text: "Shared platforms, sandbox data and pre-agreed guard rails let a team try something in days without asking six departments for permission.",
      },
      {
        title: "Lead in the open",
        text: "Leaders share what they are betting on, what they learned and what they stopped. Openness at the top is what makes candour possible below it.",
      },
    ],
  },
  approach: {
    heading: "Our four-step approach",
    intro: "We work with the leadership team and two or three pilot teams at once, so changes are tested on real work before they spread.",
    steps: [
      {
        name: "Empower",
        summary:
          "We agree with the executive team which decisions move to product teams, within which limits, and set up the outcome measures those teams are accountable for.",
        duration: "4–6 weeks",
        deliverables: ["Decision-rights map", "Team outcome charters", "Guard rails for spend, risk and brand"],
      },
      {
        name: "Connect",
        summary:
          "We link the pilot teams with the functions they depend on — security, legal, finance, operations — and redesign the hand-offs that slow them down.",
        duration: "4–8 weeks",
        deliverables: ["Cross-functional working agreements", "Redesigned approval paths", "A shared view of work in progress"],
      },
      {
        name: "Accelerate",
        summary: "We introduce staged funding, shared platforms and a regular review rhythm so that promising work speeds up and weak ideas stop early.",
        duration: "2–3 quarters",
        deliverables: ["Staged funding model", "Quarterly portfolio reviews", "Platform and sandbox roadmap"],
      },
      {
        name: "Inspire",
        summary:
          "We help leaders tell the story of what changed — including what was stopped — and coach them to make the new habits visible in their own routines.",
        duration: "Ongoing",
        deliverables: ["Leadership coaching", "Internal storytelling plan", "Playbook for scaling to further teams"],
      },
    ],
  },
  references: {
    heading: "Further reading we recommend",
    intro: "Public work that shaped how we think about leading innovation.",
    links: [
      {
        label: "DORA research programme",
        href: "https://dora.dev/",
        note: "Long-running research on the capabilities that drive software delivery and organisational performance.",
      },
    ],
  },
  cta: {
    heading: "Want your next technology programme to change how you lead?",
    text: "Book a conversation with our leadership practice. We'll talk about where decisions get stuck in your organisation today.",
    action: "Book a conversation",
  },
};
