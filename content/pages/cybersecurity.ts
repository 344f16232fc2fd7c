import type { InsightPageCopy } from "@/content/pages/insight-types";

export const cybersecurity: InsightPageCopy = {
  path: "/insights/cybersecurity",
  meta: {
    title: "Cybersecurity",
    description:
      "Security for companies adopting cloud and AI: Lexor's five-step approach — Map, Prioritize, Harden, Detect, Rehearse — and the frameworks we align with.",
  },
  header: {
    eyebrow: "Insights · Cybersecurity",
    title: "Security that keeps pace with cloud and AI",
    lead: "Every new platform, integration and AI assistant widens what an attacker can reach. We help you see that surface clearly, close the gaps that matter most, and practise for the day something gets through.",
  },
  overview: {
    heading: "Security as a condition for moving fast",
    paragraphs: [
      "Security programmes often grow by accretion: a tool after each audit finding, a policy after each incident. The result is expensive, noisy and hard to explain to a board. Meanwhile the business keeps adding cloud services, partners and AI tools faster than the security team can review them.",
      "We start from what you need to protect and who would want it, not from a catalogue of controls. From there we prioritise a small number of changes with the largest effect on real risk — usually identity, exposed services, backups and the detection of unusual access — and build them into the platforms and pipelines your teams already use.",
      "AI adds its own questions: what data assistants can see, how prompts and outputs are logged, how a model-connected tool could be misused. We treat those as part of the same threat model rather than as a separate programme.",
    ],
  },
  points: {
    heading: "Where risk sits now",
    intro: "The exposures we find most often when companies move quickly on cloud and AI.",
    items: [
      {
        title: "Identity is the new perimeter",
        text: "Over-privileged accounts, long-lived keys and unmanaged service identities give attackers more reach than any open port.",
      },
      {
        title: "Misconfiguration at scale",
        text: "A single template copied across hundreds of resources can expose storage or services everywhere it is used.",
      },
      {
        title: "AI assistants with broad access",
        text: "Tools that read documents, email or tickets inherit every permission they are given, and can be steered by text an attacker controls.",
      },
      {
        title: "Third parties and the supply chain",
        text: "Software packages, SaaS integrations and managed-service providers extend trust well beyond your own estate.",
      },
      {
        title: "Recovery that has never been tested",
        text: "Backups and incident plans that have not been rehearsed tend to fail in exactly the moment they are needed.",
      },
    ],
  },
  approach: {
    heading: "Our five-step approach",
    intro: "A cycle that starts with what matters to the business and ends with your teams practised at responding.",
    steps: [
      {
        name: "Map",
        summary:
          "We identify the assets, data and processes that matter most, the people and systems that can reach them, and the threats that are realistic for your sector.",
        duration: "2–4 weeks",
        deliverables: ["Crown-jewels and data-flow map", "Threat model per critical service", "Current-state maturity baseline"],
      },
      {
        name: "Prioritize",
        summary:
          "We rank gaps by how much risk they remove per unit of effort and agree a roadmap the board can follow, in plain language rather than control numbers.",
        duration: "1–2 weeks",
        deliverables: ["Risk-ranked roadmap", "Board-level risk summary", "Quick wins for the first 30 days"],
      },
      {
        name: "Harden",
        summary:
          "We fix identity, configuration and exposure issues in code — policies, templates and pipelines — so that the fixes stay fixed as your estate grows.",
        duration: "6–12 weeks",
        deliverables: ["Least-privilege identity model", "Guard rails in infrastructure code", "Secure defaults for AI tools and integrations"],
      },
      {
        name: "Detect",
        summary:
          "We tune logging and detection around the threats in your model, cut alert noise, and write response playbooks your team can follow at three in the morning.",
        duration: "4–8 weeks",
        deliverables: ["Detection use cases mapped to attacker techniques", "Alert triage runbooks", "Logging coverage for AI and cloud services"],
      },
      {
        name: "Rehearse",
        summary:
          "We run tabletop exercises with leadership and technical drills with engineers, including restoring from backup, then feed what we learn back into the roadmap.",
        duration: "Twice a year",
        deliverables: ["Executive tabletop exercise", "Technical recovery drill", "Lessons-learned report and updated roadmap"],
      },
    ],
  },
  references: {
    heading: "Frameworks we map to",
    intro: "We describe your position and progress in the language of public frameworks, so it stays comparable year on year.",
    links: [
      {
        label: "NIST Cybersecurity Framework 2.0",
        href: "https://www.nist.gov/cyberframework",
        note: "Our maturity baseline and roadmap follow its Govern, Identify, Protect, Detect, Respond and Recover functions.",
      },
      {
        label: "MITRE ATT&CK",
        href: "https://attack.mitre.org/",
        note: "The catalogue of attacker techniques we use to plan and measure detection coverage.",
      },
      {
        label: "OWASP Top 10 for Large Language Model Applications",
        href: "https://owasp.org/www-project-top-10-for-large-language-model-applications/",
        note: "The checklist we start from when reviewing AI assistants and model-connected tools.",
      },
    ],
  },
  cta: {
    heading: "Not sure where your biggest exposure is?",
    text: "Book a conversation with our security team. We'll talk through your estate and your AI plans and suggest where a first review should look.",
    action: "Talk to our security team",
  },
};
