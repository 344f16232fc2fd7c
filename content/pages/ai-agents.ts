import type { Offering, PageIntro, ThinkingArticle } from "@/content/pages/ai";

/** Copy of the AI Agents page (/ai-agents). */
export const aiAgentsPage = {
  metadata: {
    title: "AI Agents",
    description:
      "AI agents that take real actions in your systems, built and run by Lexor: narrow permissions, human approval where it matters, an audit trail for every step.",
  },
  intro: {
    eyebrow: "AI Agents",
    title: "Agents that do the work, within limits you set",
    lead: "An agent is software that plans and takes actions on its own: it reads a ticket, looks something up, changes a record, asks a person when it is unsure. Done well, it removes hours of routine work. Done carelessly, it is an unmonitored employee with admin rights. We build the first kind.",
  } satisfies PageIntro,
  tabsLabel: "Sections of the AI Agents page",
  sections: {
    overview: "Overview",
    latestThinking: "Latest Thinking",
  },
  overview: {
    paragraphs: [
      "The best first agents sit inside work that is frequent, well documented and easy to check: triaging service requests, reconciling records between systems, preparing first drafts of routine documents, gathering context before an engineer picks up an incident.",
      "We design each agent around the tools it may use and the decisions it may not take. Permissions are granted per tool and per action, anything irreversible waits for a person, and every step is logged so that a reviewer can replay what happened and why.",
    ],
    whereHeading: "Where agents earn their place",
    where: [
      {
        title: "IT and security operations",
        text: "Enrich alerts, correlate logs, draft incident timelines and propose fixes for an on-call engineer to approve.",
      },
      {
        title: "Customer and employee service",
        text: "Resolve routine requests end to end, and hand over the rest with a summary so nobody asks the customer twice.",
      },
      {
        title: "Finance and back office",
        text: "Match invoices, chase missing documents and prepare reconciliations, leaving exceptions to the people who own them.",
      },
      {
        title: "Engineering productivity",
        text: "Keep dependencies current, triage flaky tests and prepare migration pull requests for human review.",
      },
    ],
    engagementsHeading: "How an agent engagement runs",
    engagements: [
      {
        name: "Agent Design Sprint",
        summary:
          "We map one workflow step by step, decide which steps an agent should take, which it should propose and which stay with people, and prototype the riskiest part.",
        duration: "2 to 3 weeks",
        deliverables: [
          "A workflow map with the agent's responsibilities marked",
          "A tool and permission design",
          "A clickable or runnable prototype",
          "A go or no-go recommendation with the reasons",
        ],
      },
      {
        name: "Build and Launch",
        summary: "We build the agent with your engineers, test it against recorded real cases, and launch it in shadow mode before it is allowed to act.",
        duration: "8 to 12 weeks",
        deliverables: [
          "A production agent with scoped tool access",
          "A replayable test suite built from your own cases",
          "Approval steps and an audit trail for every action",
          "A staged rollout plan, from shadow mode to autonomy",
        ],
      },
      {
        name: "Agent Operations",
        summary: "Agents drift as your systems and policies change. We set up the monitoring, review rituals and on-call practice that keep them trustworthy.",
        duration: "Ongoing, reviewed quarterly",
        deliverables: [
          "Quality, cost and intervention-rate dashboards",
          "A weekly review of sampled runs",
          "Incident playbooks for agent failures",
          "A change process for prompts, tools and models",
        ],
      },
    ] satisfies Offering[],
    safeguardsHeading: "Safeguards we build in by default",
    safeguards: [
      "Least-privilege credentials per tool, never a shared admin account",
      "Human approval for payments, deletions, external messages and anything else irreversible",
      "Spending and rate limits per run and per day",
      "Complete, searchable logs of prompts, tool calls and outcomes",
      "A kill switch that your operations team controls",
    ],
  },
  latestThinking: {
    lead: "Notes from agents we have built and run.",
    articles: [
      {
        kind: "Article",
        title: "Putting AI agents to work in IT operations",
        summary: "What an operations agent should and should not be allowed to do, and how to roll one out safely.",
        href: "/blog/ai-agents-in-it-operations",
      },
      {
        kind: "Article",
        title: "Designing for trust in AI interfaces",
        summary: "Showing people what an AI system did and why, so they can correct it instead of working around it.",
        href: "/blog/designing-for-trust-in-ai-interfaces",
      },
      {
        kind: "Insight",
        title: "Cybersecurity for an AI-driven enterprise",
        summary: "How we approach security when software, including agents, acts on your behalf.",
        href: "/insights/cybersecurity",
      },
    ] satisfies ThinkingArticle[],
  },
  cta: {
    title: "Got a workflow that eats your team's week?",
    text: "Walk us through it. In 30 minutes we can usually tell you whether an agent would help, and what it should never be allowed to do.",
    button: "Schedule a Demo",
  },
};
