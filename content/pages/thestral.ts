/** Copy of /thestral, the Thestral platform page. */
export const thestralContent = {
  meta: {
    title: "Thestral: AI Infrastructure Platform",
    description: "Thestral is Lexor's platform for deploying, evaluating and governing AI models and agents in production, in your own cloud account.",
  },
  header: {
    eyebrow: "AI Infrastructure Platform",
    title: "Thestral",
    lead: "Thestral gives your teams one place to deploy, evaluate and govern models and agents in production: GPU capacity, model versions, evaluations and guardrails, running in your own cloud account under your own controls.",
    action: "Request Demo",
  },
  overview: {
    title: "Platform overview",
    paragraphs: [
      "Most organisations reach the same wall after their first AI pilots: every team has wired up its own model endpoint, its own prompt store and its own idea of what “good enough” means. Nobody can say which model version answered a customer last Tuesday, or what it cost.",
      "Thestral is the layer underneath. It schedules GPU and API capacity across teams, keeps every model, prompt and agent as a versioned release, runs evaluations before anything is promoted, and records every call with the policy that applied to it. It installs into your AWS, Azure or Google Cloud account; your data does not leave it.",
    ],
    layers: [
      { name: "Serve", text: "Hosted and third-party models behind one gateway, with quotas per team." },
      { name: "Evaluate", text: "Test suites and human review that gate every promotion." },
      { name: "Govern", text: "Policies, approvals and a complete, queryable audit trail." },
    ],
  },
  capabilities: {
    title: "Capabilities",
    items: [
      {
        title: "Model and agent registry",
        text: "Every model, prompt template, tool definition and agent graph is a versioned, signed release. Roll forward or back in one step, and see exactly what ran when.",
      },
      {
        title: "Capacity scheduling",
        text: "Pool GPUs and provider quotas across teams. Priorities, budgets and burst rules are set per team, so one experiment cannot starve a production service.",
      },
      {
        title: "Evaluation pipelines",
        text: "Run regression suites, red-team prompts and domain test sets on every candidate release. Promotion waits until the thresholds you set are met.",
      },
      {
        title: "Guardrails and policy",
        text: "Input and output filters, PII redaction, tool-use permissions and human-approval steps, defined as code and applied at the gateway.",
      },
    ],
  },
  features: {
    title: "Features",
    items: [
      "Single OpenAI-compatible gateway for hosted and self-managed models",
      "Per-team budgets with alerts before, not after, the overspend",
      "Trace view of every agent step, tool call and retrieved document",
      "Single sign-on (SAML, OIDC) and role-based access on every resource",
      "Audit log export to your SIEM",
      "Infrastructure as code: Terraform modules for the whole install",
      "Private networking: no public endpoints required",
      "Usage and cost reporting by team, product and model",
    ],
  },
  useCases: {
    title: "Use cases",
    items: [
      {
        title: "Customer service assistants",
        text: "Answer drafting and case summarisation grounded in your knowledge base, with every answer traceable to its sources and a human approval step for anything that commits the company.",
      },
      {
        title: "Document-heavy operations",
        text: "Claims, contracts, onboarding packs: extraction and classification agents that route the uncertain cases to people and log why.",
      },
      {
        title: "Engineering productivity",
        text: "Code review assistants and internal developer agents that run on approved models only, inside your network, with usage visible per team.",
      },
      {
        title: "Regulated analytics",
        text: "Forecasting and decision-support models in finance, insurance and health, where model risk teams need versioning, evaluations and sign-off built in.",
      },
    ],
  },
  closing: {
    title: "See Thestral on a workload like yours",
    text: "Bring a use case. In a 45-minute session we deploy a model, run an evaluation and show you the audit trail your risk team will ask for.",
    action: "Request Demo",
  },
} as const;
