/** Copy of /what-we-do, the services overview. */
export interface Service {
  id: string;
  title: string;
  summary: string;
  engagements: { name: string; duration: string; text: string }[];
  deliverables: string[];
  links: { label: string; href: string }[];
}

export const whatWeDoContent = {
  meta: {
    title: "What We Do",
    description:
      "Lexor's services: AI strategy and delivery, cloud transformation, cybersecurity and innovation leadership, with the durations and deliverables of each.",
  },
  header: {
    eyebrow: "What We Do",
    title: "Strategy and engineering in the same team",
    lead: "We work across four practices. Most programmes touch more than one, so the same senior team carries the work from the first assessment to the service your people run.",
  },
  services: [
    {
      id: "ai",
      title: "AI strategy and delivery",
      summary: "From deciding where AI is worth the money to running models and agents in production, with evaluations, guardrails and costs under control.",
      engagements: [
        { name: "Opportunity assessment", duration: "4 weeks", text: "A ranked portfolio of use cases with value, feasibility and risk for each." },
        { name: "Build and launch", duration: "8–16 weeks", text: "One use case taken to production on your platform, with your team alongside." },
      ],
      deliverables: ["Use-case portfolio and business cases", "Evaluation suites and acceptance thresholds", "Production service with runbooks"],
      links: [
        { label: "AI strategy in practice", href: "/insights/ai-strategy" },
        { label: "Artificial Intelligence", href: "/ai" },
        { label: "AI Agents", href: "/ai-agents" },
      ],
    },
    {
      id: "cloud",
      title: "Cloud transformation",
      summary: "Moving and modernising the estate so that it is cheaper to run, safer to change and ready for the data and AI workloads coming next.",
      engagements: [
        {
          name: "Landing zone and migration plan",
          duration: "6 weeks",
          text: "Target architecture, account structure, guardrails and a wave plan for the estate.",
        },
        { name: "Migration waves", duration: "3–12 months", text: "Applications moved in waves, each with rollback plans and cost baselines." },
      ],
      deliverables: ["Landing zone as code", "Migration wave plan and runbooks", "Unit-cost reporting by team and product"],
      links: [{ label: "Cloud transformation", href: "/insights/cloud-transformation" }],
    },
    {
      id: "security",
      title: "Cybersecurity",
      summary:
        "Security programmes sized to the threats you actually face: identity, detection and response, and the controls auditors and customers ask about.",
      engagements: [
        { name: "Security posture review", duration: "3–5 weeks", text: "Threat model, control gaps ranked by risk, and a 12-month roadmap." },
        { name: "Detection and response build", duration: "10–20 weeks", text: "Logging, detections and playbooks your team can operate." },
      ],
      deliverables: ["Threat model and risk register", "Prioritised control roadmap", "Detection rules and response playbooks"],
      links: [{ label: "Cybersecurity", href: "/insights/cybersecurity" }],
    },
    {
      id: "innovation",
      title: "Innovation leadership",
      summary:
        "The operating model around the technology: how decisions are made, how teams are funded and how new ideas reach customers without years of committee.",
      engagements: [
        { name: "Leadership working sessions", duration: "2–4 weeks", text: "Executive sessions that end in funded bets and named owners." },
        { name: "Product operating model", duration: "3–6 months", text: "Teams, funding and governance rebuilt around products and outcomes." },
      ],
      deliverables: ["Investment thesis and portfolio", "Team topology and decision rights", "Quarterly review cadence"],
      links: [
        { label: "Innovation leadership", href: "/insights/innovation-leadership" },
        { label: "The CEO agenda", href: "/ceo-agenda" },
      ],
    },
  ] satisfies Service[],
  howWeWork: {
    title: "How every engagement runs",
    items: [
      { name: "Fixed outcomes", text: "Each engagement starts with written outcomes and acceptance criteria, agreed with the person who signs off." },
      { name: "Small senior teams", text: "Typically three to six people, led by a partner who stays on the work." },
      { name: "Weekly evidence", text: "A working demo or a decision every week, not a status report." },
      { name: "Planned handover", text: "Your team pairs with ours from week one; we leave when they no longer need us." },
    ],
  },
  closing: {
    title: "Not sure where to start?",
    text: "Most clients begin with a short assessment. Tell us the problem and we will suggest the smallest engagement that would answer it.",
    action: "Request a Demo",
    secondary: { label: "Browse insights", href: "/insights" },
  },
} as const;
