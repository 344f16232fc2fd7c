/** Copy of the Artificial Intelligence page (/ai). */

export interface PageIntro {
  eyebrow: string;
  title: string;
  lead: string;
}

export interface Offering {
  name: string;
  /** What the engagement is for, in one or two sentences. */
  summary: string;
  /** Typical length, as we would quote it. */
  duration: string;
  deliverables: string[];
}

/** A piece of our writing, linked from a "Latest Thinking" section. */
export interface ThinkingArticle {
  kind: "Article" | "Insight" | "Essay";
  title: string;
  summary: string;
  /** Internal path: an insight page or a published post of The Signal; its read time comes from there. */
  href: string;
}

/** AI page team member (spec §3): name, title, image; plus a short biography. */
export interface Expert {
  name: string;
  title: string;
  /** Path of an SVG portrait under /public/illustrations (illustrations, not photos). */
  image: string;
  bio: string;
  focus: string[];
}

export const aiPage = {
  metadata: {
    title: "Artificial Intelligence",
    description:
      "Lexor helps companies take AI from a promising demo to a system that earns its keep: use-case selection, data foundations, evaluation, delivery and governance.",
  },
  intro: {
    eyebrow: "Artificial Intelligence",
    title: "AI that survives contact with production",
    lead: "Most AI programmes stall between a convincing demo and a system people rely on. We work on that gap: choosing the use cases worth funding, building the data and evaluation they need, and shipping them with the controls your risk team will sign.",
  } satisfies PageIntro,
  tabsLabel: "Sections of the AI page",
  sections: {
    overview: "Overview",
    latestThinking: "Latest Thinking",
    experts: "Meet Our AI Experts",
  },
  overview: {
    paragraphs: [
      "We are a small, senior team. The people who scope an engagement are the people who build it, and we measure ourselves on what is still running a year after we leave.",
      "Every engagement starts from a business decision rather than a model: which process gets faster, which risk gets smaller, which customer question gets answered. We agree how that will be measured before anything is built, and we report against it in every steering meeting.",
    ],
    offeringsHeading: "How we work with you",
    offerings: [
      {
        name: "AI Opportunity Sprint",
        summary:
          "A short, structured look at where AI could pay off in your business, ranked by value, feasibility and risk, with the data you would need for each.",
        duration: "3 weeks",
        deliverables: [
          "A ranked portfolio of 8 to 12 candidate use cases",
          "Value and cost ranges with the assumptions written down",
          "A data-readiness check for the top three",
          "A recommended first pilot with a one-page business case",
        ],
      },
      {
        name: "Pilot to Production",
        summary: "One use case taken from idea to a system in daily use, with an evaluation suite, monitoring and a named owner on your side.",
        duration: "10 to 14 weeks",
        deliverables: [
          "A working service integrated with your systems",
          "An evaluation set and quality thresholds agreed with the business",
          "Dashboards for quality, cost per request and adoption",
          "Runbooks and a handover to the team that will own it",
        ],
      },
      {
        name: "AI Platform and Operating Model",
        summary:
          "The shared foundations that let your teams ship the second, fifth and twentieth use case faster than the first: platform, guardrails, skills and funding model.",
        duration: "One to two quarters",
        deliverables: [
          "A reference architecture for models, retrieval, evaluation and observability",
          "Policies for data use, model choice and human review",
          "A review board and intake process that takes days, not months",
          "A skills plan and paired delivery with your engineers",
        ],
      },
      {
        name: "Responsible AI Review",
        summary:
          "An independent review of an AI system already in use or about to launch: what it does, how it fails, and what to fix before a regulator or a customer finds out.",
        duration: "2 to 4 weeks",
        deliverables: [
          "A risk register mapped to the EU AI Act and your own policies",
          "Red-team findings with reproducible examples",
          "A prioritised remediation plan",
          "Documentation your auditors can read",
        ],
      },
    ] satisfies Offering[],
    principlesHeading: "What you can expect from us",
    principles: [
      "We say early when a use case is not worth building, and we write down why.",
      "Quality is measured against an evaluation set your experts helped write, not against a demo.",
      "Your team pairs with ours from the first week, so the knowledge stays when we leave.",
      "We choose models and vendors on evidence, and we have no reseller agreements.",
    ],
  },
  latestThinking: {
    lead: "What we have learned from shipping AI features, written by the people who did the work.",
    articles: [
      {
        kind: "Insight",
        title: "AI strategy in action",
        summary: "Our five-step method for turning an AI ambition into a portfolio of funded, measurable bets.",
        href: "/insights/ai-strategy",
      },
      {
        kind: "Article",
        title: "Choosing your first AI use case",
        summary: "Why the first use case should be boring, frequent and easy to check, and how to find one.",
        href: "/blog/choosing-your-first-ai-use-case",
      },
      {
        kind: "Article",
        title: "Evaluating LLM features before your users do",
        summary: "How to build an evaluation set that catches regressions before release, and who should write it.",
        href: "/blog/evaluating-llm-features",
      },
    ] satisfies ThinkingArticle[],
  },
  experts: {
    lead: "Two of the people who lead our AI work. Both still write code and sit in client steering meetings.",
    people: [
      {
        name: "Amara Okafor",
        title: "Partner, Applied AI",
        image: "/illustrations/expert-amara-okafor.svg",
        bio: "Amara leads our applied AI practice. She spent a decade building search and recommendation systems before moving into consulting, and now focuses on getting language-model features through evaluation and into production.",
        focus: ["Evaluation and quality", "Retrieval and search", "AI product delivery"],
      },
      {
        name: "Tomasz Wieczorek",
        title: "Principal, AI Governance and Platforms",
        image: "/illustrations/expert-tomasz-wieczorek.svg",
        bio: "Tomasz designs the platforms and controls that let many teams ship AI safely. He has run model risk reviews in regulated industries and helps clients prepare for the EU AI Act without stopping delivery.",
        focus: ["AI platforms", "Model risk and compliance", "Operating models"],
      },
    ] satisfies Expert[],
  },
  cta: {
    title: "Have a use case in mind?",
    text: "Tell us about it in a 30-minute call. We will tell you honestly whether it is worth pursuing and what it would take.",
    button: "Schedule a Demo",
  },
};
