/** Copy of /get-started. */
export const getStartedContent = {
  meta: {
    title: "Get Started",
    description: "Request a demo of Thestral or talk to sales about a pilot, platform licences or a scoped engagement with Lexor.",
  },
  header: {
    eyebrow: "Get Started",
    title: "Two ways to start working with Lexor",
    lead: "See the platform first, or go straight to a conversation about what you want to build. Either way you talk to someone who has delivered this work, not a call centre.",
  },
  demo: {
    title: "Request a Demo",
    text: "A 30-minute walkthrough with a solutions engineer. We show Thestral on workloads like yours: deploying a model, evaluating it against your acceptance criteria, and the guardrails and audit trail your risk team will ask about.",
    points: [
      "Live platform walkthrough, not slides",
      "Questions about your architecture answered on the call",
      "A written summary and next steps within two working days",
    ],
    action: "Request a Demo",
  },
  build: {
    title: "Start Building",
    text: "For teams ready to commit: platform licences, a four-week pilot in your own cloud account, or a scoped consulting engagement. Sales will come back with a proposal, a named team and a start date.",
    points: [
      "Pilot environments provisioned in your cloud account",
      "Fixed-scope proposals with deliverables and acceptance criteria",
      "Security and procurement questionnaires handled early",
    ],
    action: "Contact Sales",
    processing: "Processing...",
  },
  /** The closing band describes what its button opens: a booking page when one is configured, else our request form. */
  schedule: {
    withBookingPage: {
      title: "Prefer to pick a time yourself?",
      text: "Choose a slot that suits you and tell us a little about your team beforehand.",
    },
    withRequestForm: {
      title: "Prefer to tell us about your team first?",
      text: "Send a short request with your name, work email and company, and we reply within one business day with times that suit you.",
    },
    action: "Schedule a Demo",
  },
  steps: {
    title: "What happens next",
    items: [
      { name: "Conversation", text: "A 30-minute call about your goals, constraints and timeline." },
      { name: "Proposal", text: "Within a week: scope, team, duration, price and what you will own at the end." },
      { name: "Kick-off", text: "A named team starts on an agreed date, with a week-one plan you have already seen." },
    ],
  },
} as const;

/** How long Contact Sales shows its processing state before the demo request opens (spec: 2000 ms). */
export const CONTACT_SALES_PROCESSING_MS = 2000;
