/** Copy of /spotlight: one engagement shape told in depth. */
export const spotlightContent = {
  meta: {
    title: "Spotlight: Twelve Weeks from AI Pilot to Production",
    description:
      "How Lexor takes a stalled AI pilot to a governed production service in twelve weeks: the phases, the team, the deliverables and how we measure the result.",
  },
  header: {
    eyebrow: "Spotlight",
    title: "Twelve weeks from AI pilot to production",
    lead: "Our most requested engagement starts where many AI programmes stall: a pilot that impressed a steering committee and then sat in a sandbox. This is how we run it, phase by phase.",
  },
  note: "This page describes the engagement as we run it. Client details stay with our clients; the examples below are typical situations, not named projects.",
  situation: {
    title: "The situation we usually find",
    items: [
      "A working prototype built on a notebook or a vendor trial, with no owner for it in production.",
      "No agreed definition of “good enough”: accuracy was judged by demo, not by a test set.",
      "Risk, security and legal teams who have not yet seen it, and will need to.",
      "Costs measured per month of the trial, not per transaction at real volume.",
    ],
  },
  phases: {
    title: "The twelve weeks",
    items: [
      {
        name: "Frame",
        weeks: "Weeks 1–2",
        text: "We agree the business outcome, the owner and the acceptance thresholds, and build an evaluation set from real, anonymised cases. Risk and security join now, not at the end.",
      },
      {
        name: "Harden",
        weeks: "Weeks 3–6",
        text: "The prototype is rebuilt as a service: versioned prompts and models, retrieval over governed data, guardrails, and the evaluation suite running on every change.",
      },
      {
        name: "Prove",
        weeks: "Weeks 7–9",
        text: "A limited release to a real team with a human in the loop. We measure against the thresholds agreed in week one and fix what the users find.",
      },
      {
        name: "Hand over",
        weeks: "Weeks 10–12",
        text: "Wider release, runbooks, on-call and cost dashboards. Your engineers lead the last changes while we watch, then we step back.",
      },
    ],
  },
  deliverables: {
    title: "What you own at the end",
    items: [
      "A production service with its evaluation suite and thresholds",
      "Guardrail and approval policies, reviewed by your risk team",
      "Runbooks, on-call rota and an incident playbook",
      "A cost model per transaction at forecast volume",
      "A short decision record of every trade-off we made together",
    ],
  },
  measures: {
    title: "How we judge the result",
    text: "We do not promise a percentage up front. In week one we agree three measures with you, typically one of quality (answers that pass review), one of time (handling time for the task) and one of cost (per transaction), and we report them every week against the baseline we record before the release.",
  },
  team: {
    title: "Who does the work",
    text: "A partner who stays on the engagement, an ML engineer, a platform engineer and a delivery lead, with a security architect for two to three weeks. Your side brings a product owner and two or three engineers who will run the service.",
  },
  related: {
    title: "Read more",
    links: [
      { label: "Our AI strategy method", href: "/insights/ai-strategy" },
      { label: "Thestral, the platform underneath", href: "/thestral" },
      { label: "All services", href: "/what-we-do" },
    ],
  },
  closing: {
    title: "Have a pilot that stalled?",
    text: "Tell us about it. In 30 minutes we can usually say whether twelve weeks is realistic and what would need to be true.",
    action: "Request a Demo",
  },
} as const;
