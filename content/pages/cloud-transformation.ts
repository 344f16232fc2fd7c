import type { EngagementStory, InsightExpert, InsightPageCopy, ThinkingPiece } from "@/content/pages/insight-types";

interface CloudTransformationCopy extends InsightPageCopy {
  tabs: { overview: string; clientSuccess: string; latestThinking: string; experts: string };
  illustrationCaption: string;
  clientSuccess: { heading: string; intro: string; stories: EngagementStory[] };
  latestThinking: { heading: string; intro: string; pieces: ThinkingPiece[] };
  experts: { heading: string; intro: string; people: InsightExpert[] };
}

export const cloudTransformation: CloudTransformationCopy = {
  path: "/insights/cloud-transformation",
  meta: {
    title: "Cloud Transformation",
    description:
      "How Lexor moves workloads to the cloud and readies them for AI: five steps (Assess, Design, Migrate, Integrate, Optimize) and the people who lead them.",
  },
  header: {
    eyebrow: "Insights · Cloud",
    title: "Cloud transformation that leaves you ready for AI",
    lead: "Moving servers is the easy part. We help you move the workloads that matter, in an order that pays for itself, onto a platform your teams can run and your AI programmes can build on.",
  },
  tabs: { overview: "Overview", clientSuccess: "Client Success", latestThinking: "Latest Thinking", experts: "Experts" },
  overview: {
    heading: "Overview",
    paragraphs: [
      "Most cloud programmes stall in the middle. The first wave of easy workloads moves, the bill goes up, and the systems that hold the valuable data stay where they were because nobody has a plan for them. Two years later the company runs two estates instead of one.",
      "We work the other way round. We start from the decisions and products your business wants to improve, trace them back to the data and systems they depend on, and plan the migration around those dependencies. The platform we build with you is designed for data to flow to analytics and AI workloads from day one, with security, cost and operations owned by your teams rather than by us.",
      "A typical programme runs in waves of eight to twelve weeks. Each wave ends with workloads in production, a measured change in cost or delivery speed, and people on your side who can do the next wave with less help from us.",
    ],
  },
  illustrationCaption: "Workloads moving from on-premises systems into a cloud platform that feeds analytics and AI.",
  points: {
    heading: "Why Cloud + AI",
    intro: "AI projects fail on data and infrastructure far more often than on models. A cloud move planned with AI in mind removes those blockers.",
    items: [
      {
        title: "Data you can actually reach",
        text: "Consolidating operational data onto governed, well-documented storage is the precondition for every model, dashboard and agent that follows.",
      },
      {
        title: "Compute when you need it",
        text: "Training and evaluation need bursts of GPU capacity; inference needs steady, low-latency capacity. Elastic infrastructure lets you pay for each when you use it.",
      },
      {
        title: "Managed AI services with guard rails",
        text: "Cloud providers ship model hosting, vector search and evaluation tools. Inside a landing zone with your identity, network and logging controls, teams can use them safely.",
      },
      {
        title: "Faster, safer releases",
        text: "Infrastructure as code, automated pipelines and environment parity cut the time from a working prototype to a supported production service.",
      },
      {
        title: "Cost you can see and steer",
        text: "Tagging, budgets and unit-cost reporting built in from the start mean AI workloads are judged on what they return, not discovered on the invoice.",
      },
    ],
  },
  approach: {
    heading: "Our five-step approach",
    intro: "Five steps, run once for the platform and then repeated in waves for each group of workloads.",
    steps: [
      {
        name: "Assess",
        summary:
          "We inventory applications, data flows and contracts, interview the teams who run them, and score each workload on business value, migration effort and risk.",
        duration: "3–5 weeks",
        deliverables: ["Application and data inventory", "Dependency map", "Migration wave plan with a business case per wave"],
      },
      {
        name: "Design",
        summary:
          "We design the landing zone — accounts, identity, network, logging, guard rails — and a target architecture for each wave, choosing per workload whether to rehost, replatform or rebuild.",
        duration: "3–6 weeks",
        deliverables: ["Landing-zone design and code", "Target architectures per workload", "Security and compliance control mapping"],
      },
      {
        name: "Migrate",
        summary: "Workloads move in waves with rehearsed cut-overs and rollback plans. Your engineers pair with ours so the knowledge stays with you.",
        duration: "8–12 weeks per wave",
        deliverables: ["Workloads running in production", "Runbooks and cut-over records", "Decommissioning plan for what was left behind"],
      },
      {
        name: "Integrate",
        summary:
          "We connect migrated systems to a governed data platform and to the services your AI use cases need: event streams, feature stores, vector search and model endpoints.",
        duration: "4–8 weeks",
        deliverables: ["Data pipelines with ownership and quality checks", "Access patterns for analytics and AI teams", "First AI use case in production"],
      },
      {
        name: "Optimize",
        summary:
          "With real usage data we right-size capacity, commit to savings plans where the load is steady, and set up the cost and reliability reviews your teams will keep running.",
        duration: "Ongoing, quarterly reviews",
        deliverables: ["Unit-cost dashboards", "Reliability objectives and alerts", "A backlog of improvements owned by your platform team"],
      },
    ],
  },
  references: {
    heading: "Frameworks we work with",
    intro: "We use public, vendor-neutral frameworks so that the way we measure progress outlives our engagement.",
    links: [
      {
        label: "FinOps Framework",
        href: "https://www.finops.org/framework/",
        note: "How we set up cost ownership, reporting and optimisation between finance and engineering.",
      },
      {
        label: "NIST SP 800-145, The NIST Definition of Cloud Computing",
        href: "https://csrc.nist.gov/pubs/sp/800/145/final",
        note: "A shared vocabulary for service and deployment models when we compare options.",
      },
    ],
  },
  clientSuccess: {
    heading: "Client Success",
    intro:
      "We don't publish client names or figures without permission, so these are the shapes of engagements we run, described honestly: where clients started, what we did together, and what they measured afterwards.",
    stories: [
      {
        sector: "Insurance",
        title: "Claims platform moved out of a closing data centre",
        duration: "9 months, three waves",
        situation:
          "A data-centre contract was ending, and the claims system, its reporting database and dozens of surrounding integrations had to move without interrupting claims handling.",
        work: "We mapped every integration, moved reporting first to de-risk the data, then replatformed the claims services onto managed containers and databases with rehearsed, weekend cut-overs.",
        outcome:
          "The client tracked cut-over downtime, incident counts and the time to provision a new environment; the claims data now feeds a fraud-triage model that previously had no reliable source.",
      },
      {
        sector: "Manufacturing",
        title: "Plant data brought together for quality prediction",
        duration: "6 months",
        situation: "Sensor and quality data sat on servers in each plant, in different formats, so quality engineers compared sites by spreadsheet.",
        work: "We built a landing zone and a streaming ingestion path from each plant, standardised the data model with the plant teams, and put a first defect-prediction model into daily use.",
        outcome:
          "Quality engineers work from one view of all plants; the client measures prediction precision and scrap rates per line against the pre-project baseline.",
      },
      {
        sector: "Public sector",
        title: "A regulated workload moved with its controls intact",
        duration: "5 months",
        situation: "A citizen-facing service needed to leave ageing hardware while meeting strict data-residency and audit requirements.",
        work: "We mapped each control to cloud-native equivalents before moving anything, codified the landing zone, and ran the auditors through the evidence as it was produced.",
        outcome:
          "The service passed its next audit on the new platform, and the team now ships changes through an automated pipeline instead of quarterly release windows.",
      },
    ],
  },
  latestThinking: {
    heading: "Latest Thinking",
    intro: "Short pieces from our cloud practice on the questions clients ask us most.",
    pieces: [
      {
        kind: "Perspective",
        title: "Stop migrating by server count",
        standfirst: "Progress measured in servers moved rewards the easy workloads and postpones the valuable ones.",
        body: "Plan waves around business capabilities instead: claims, pricing, planning. Each wave should retire something, move data closer to the people who use it, and change a number the business already watches.",
      },
      {
        kind: "Field note",
        title: "The landing zone is a product, not a project",
        standfirst: "Teams that treat their cloud foundation as a one-off build end up with one that nobody can change.",
        body: "Give the landing zone an owner, a backlog and a release process. New guard rails, accounts and network routes then arrive as reviewed changes rather than tickets that wait for the one person who remembers how it was built.",
      },
      {
        kind: "Guide",
        title: "What AI workloads change about your cloud bill",
        standfirst: "GPU capacity, token-priced APIs and vector storage don't behave like the web workloads your cost model was built for.",
        body: "Track cost per prediction or per conversation, not per account. Separate experimentation budgets from production ones, and review both monthly with the product owner who decides whether the use case is worth it.",
      },
    ],
  },
  experts: {
    heading: "Experts",
    intro: "The people who lead our cloud transformation work.",
    people: [
      {
        name: "Maren Solberg",
        title: "Partner, Cloud & Platforms",
        bio: "Maren has led platform and migration programmes in insurance, retail and the public sector, and cares most about leaving client teams able to run what we built together.",
        focus: ["Migration strategy", "Landing zones", "Platform teams"],
        avatar: { skin: "#f1c7a5", hair: "#e8d18a", shirt: "#2dd4bf", backdrop: "#1f3b57", hairStyle: "long" },
      },
      {
        name: "Tomás Okafor",
        title: "Principal Architect, Data & AI Platforms",
        bio: "Tomás designs the data platforms that sit between migrated systems and AI use cases, with a focus on ownership, quality checks and access control.",
        focus: ["Data platforms", "Streaming", "MLOps"],
        avatar: { skin: "#8d5a3b", hair: "#1d1a17", shirt: "#a5b4fc", backdrop: "#2b2f5c", hairStyle: "short" },
      },
      {
        name: "Ingrid Vasquez",
        title: "Director, Cloud Economics",
        bio: "Ingrid helps finance and engineering agree on what the cloud should cost, and sets up the reporting and reviews that keep it that way.",
        focus: ["FinOps", "Unit economics", "Capacity planning"],
        avatar: { skin: "#d9a27c", hair: "#4a2c1d", shirt: "#fbbf24", backdrop: "#3a2a4d", hairStyle: "short" },
      },
    ],
  },
  cta: {
    heading: "Planning a move, or stuck halfway through one?",
    text: "Book a 30-minute conversation with our cloud team. We'll ask about your estate and your AI plans, and tell you honestly whether we can help.",
    action: "Schedule a conversation",
  },
};
