import type { InsightPageCopy } from "@/content/pages/insight-types";

export const aiStrategy: InsightPageCopy = {
  path: "/insights/ai-strategy",
  meta: {
    title: "AI Strategy in Action",
    description:
      "Lexor's five-step method for turning AI ambition into running systems: Assess, Co-Design, Integrate, Deploy, Improve, with each step's deliverables and timing.",
  },
  header: {
    eyebrow: "Insights · AI Strategy",
    title: "AI strategy in action",
    lead: "An AI strategy is only as good as the first system it puts into production. Our method takes you from a long list of ideas to use cases that run, are measured and are owned by your people.",
  },
  overview: {
    heading: "Why most AI strategies stay on slides",
    paragraphs: [
      "Leadership teams rarely lack AI ideas. What they lack is a way to choose between them, an honest view of what their data and systems can support today, and a path from a promising prototype to a service that real users depend on.",
      "Our method is built around that path. We judge every candidate use case on three things at once — the value of the decision or task it improves, the readiness of the data behind it, and the risk of getting it wrong — and we only recommend work we are prepared to help build.",
      "The method is deliberately short at the front and long at the back. Four to six weeks of assessment and co-design are enough to pick the first use cases; most of the effort goes into integrating, deploying and improving them, because that is where the value is.",
    ],
  },
  points: {
    heading: "What makes the method work",
    intro: "Four commitments we make in every AI strategy engagement.",
    items: [
      {
        title: "Decisions before technology",
        text: "Each use case starts with a named decision or task, its owner and how it is measured today. Models come later.",
      },
      {
        title: "Your people in the room",
        text: "Use cases are designed with the teams who will use them, so adoption is planned rather than hoped for.",
      },
      {
        title: "Risk handled up front",
        text: "Data protection, model risk and regulatory duties are assessed per use case in the first weeks, not at the end by a review board.",
      },
      {
        title: "Evidence over enthusiasm",
        text: "Every deployment has an agreed baseline and a review date. Use cases that don't earn their keep are stopped, and that counts as a good outcome.",
      },
    ],
  },
  approach: {
    heading: "The five-step method",
    intro: "From a long list of ideas to AI in daily use, in five steps that overlap as the first use cases move ahead of the rest.",
    steps: [
      {
        name: "Assess",
        summary:
          "We collect candidate use cases across the business, then review the data, systems, skills and policies behind each one. You get a ranked portfolio, not a maturity score.",
        duration: "2–3 weeks",
        deliverables: [
          "Use-case portfolio scored on value, feasibility and risk",
          "Data and platform readiness review",
          "Shortlist of two or three first use cases",
        ],
      },
      {
        name: "Co-Design",
        summary:
          "In working sessions with the people who will use each system, we define the workflow, the human checkpoints, the success measure and the smallest version worth building.",
        duration: "2–3 weeks",
        deliverables: ["Service blueprint per use case", "Evaluation plan with baseline and targets", "Risk assessment and control plan"],
      },
      {
        name: "Integrate",
        summary:
          "We build the use case into the systems people already work in — CRM, ERP, ticketing, document tools — with the data pipelines, access controls and logging it needs.",
        duration: "6–10 weeks",
        deliverables: ["Working integration in a test environment", "Automated evaluation suite", "Security and privacy review sign-off"],
      },
      {
        name: "Deploy",
        summary: "We release to a first group of users, train them, watch quality and usage closely, and widen the rollout once the agreed measures hold.",
        duration: "3–6 weeks",
        deliverables: ["Staged rollout plan and go-live", "Monitoring for quality, cost and drift", "Training and support materials"],
      },
      {
        name: "Improve",
        summary:
          "We review results against the baseline, tune prompts, models and workflows, and hand the use case to a product owner on your side with a backlog and a budget.",
        duration: "Ongoing, monthly reviews",
        deliverables: ["Results review against the baseline", "Improvement backlog", "Handover to an internal owner"],
      },
    ],
  },
  references: {
    heading: "Standards we align with",
    intro: "Our risk and governance work maps to public frameworks, so your auditors and regulators see familiar structures.",
    links: [
      {
        label: "NIST AI Risk Management Framework",
        href: "https://www.nist.gov/itl/ai-risk-management-framework",
        note: "Our per-use-case risk assessment follows its Govern, Map, Measure and Manage functions.",
      },
      {
        label: "ISO/IEC 42001, AI management systems",
        href: "https://www.iso.org/standard/81230.html",
        note: "For clients building a management system for AI that can be certified.",
      },
    ],
  },
  cta: {
    heading: "Have more AI ideas than AI in production?",
    text: "Talk to our AI strategy team about a short assessment. In a few weeks you'll know which use cases to build first and what it will take.",
    action: "Talk to our AI team",
  },
};
