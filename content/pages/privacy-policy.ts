/** A block of legal text: a paragraph, or a bulleted list. */
export type LegalBlock = string | { list: string[] };

export interface LegalSection {
  /** Fragment id, so a section can be linked to directly. */
  id: string;
  heading: string;
  blocks: LegalBlock[];
}

/** A legal page: its title, an introduction and numbered sections. */
export interface LegalDocument {
  metadata: { title: string; description: string };
  title: string;
  intro: string[];
  sections: LegalSection[];
}

const contactEmail = "privacy@lexor.example";

/** Copy of the Privacy Policy (/privacy-policy). */
export const privacyPolicy: LegalDocument = {
  metadata: {
    title: "Privacy Policy",
    description:
      "What personal data the Lexor website collects (newsletter, job applications, demo requests, cookies, analytics), why, for how long, and your rights.",
  },
  title: "Privacy Policy",
  intro: [
    'This policy explains what personal data Lexor Consulting Ltd. ("Lexor", "we", "us") collects when you use this website, why we collect it, how long we keep it and what rights you have. It covers the public website only: client engagements are governed by the privacy terms of the contract for that engagement.',
    "We collect as little as we can, we do not sell personal data, and we do not use it for advertising.",
  ],
  sections: [
    {
      id: "controller",
      heading: "Who is responsible for your data",
      blocks: [
        `Lexor Consulting Ltd. is the controller of the personal data described in this policy. You can reach us about anything in it at ${contactEmail}.`,
      ],
    },
    {
      id: "newsletter",
      heading: "Newsletter",
      blocks: [
        "When you subscribe to our newsletter we store your email address, the time you subscribed and the status of your subscription. We use them only to send you the newsletter and a welcome email.",
        "Legal basis: your consent. Every email contains a one-click unsubscribe link; after you unsubscribe we keep your address, marked as unsubscribed, only so that we never email you again by mistake. You can ask us to delete it entirely.",
      ],
    },
    {
      id: "applications",
      heading: "Job applications and résumés",
      blocks: [
        "When you apply for a position we collect the information you give us in the form:",
        {
          list: [
            "the role and department you apply for;",
            "your name, email address and phone number;",
            "your GitHub profile and a description of your technical experience, where the role asks for them;",
            "your résumé (PDF, DOC or DOCX) and anything you choose to include in it.",
          ],
        },
        "We use this information only to assess your application, contact you about it and, if you join us, to prepare your employment. It is seen by our recruiting team and the people interviewing you. We send you a confirmation email and notify our hiring team by email.",
        "Legal basis: steps taken at your request before entering into a contract, and our legitimate interest in recruiting. We keep applications and résumés for 12 months after the recruiting decision, so that we can consider you for a similar role, and then delete them. You can ask us to delete them earlier at any time.",
      ],
    },
    {
      id: "demo-requests",
      heading: "Demo requests and contacting us",
      blocks: [
        "When you request a demo or a call, we collect your name, work email, company and any message you add, and use them to arrange and prepare the conversation. Where the booking page is provided by a scheduling service, that service processes the details you enter on our behalf under a data-processing agreement.",
        "Legal basis: our legitimate interest in answering business enquiries. We keep enquiries that do not lead to an engagement for 24 months after our last contact.",
      ],
    },
    {
      id: "cookies",
      heading: "Cookies and similar storage",
      blocks: [
        "We use a small number of cookies and browser storage entries:",
        {
          list: [
            "cookieConsent: remembers whether you accepted or declined optional cookies. Strictly necessary; kept for 7 days.",
            "lexor_visitor: a random identifier created only when you like an article, so that one visitor counts as one like. It contains nothing about you; kept for up to 400 days.",
            "liked_{article} and viewed_{article}: entries in your browser's own storage that remember your likes and avoid counting a view twice in one session. They never leave your browser.",
            "Analytics cookies (_ga and similar): set only if you choose Accept All; see below.",
          ],
        },
        "You can change your choice at any time with the Cookie preferences button in the footer of every page. Declining after accepting stops analytics immediately and removes its cookies.",
      ],
    },
    {
      id: "analytics",
      heading: "Analytics",
      blocks: [
        "If, and only if, you accept analytics cookies, we use Google Analytics for Firebase to understand how the site is used: which pages are viewed, which sections are clicked and how job application forms are used (for example, that a résumé was uploaded, never its content). We do not send your name, email address or any form content to analytics.",
        "Legal basis: your consent. Analytics data is kept for 14 months and then deleted by the provider.",
      ],
    },
    {
      id: "server-logs",
      heading: "Security and server logs",
      blocks: [
        "Like every website, our servers see your IP address and browser type when you make a request. We use the IP address to limit abusive traffic (for example, repeated form submissions) and keep request logs for 30 days to investigate errors and attacks. Legal basis: our legitimate interest in keeping the site secure and available.",
      ],
    },
    {
      id: "sharing",
      heading: "Who we share data with",
      blocks: [
        "We use service providers to host the site, store data and files, send email and, with your consent, measure usage. They process data only on our instructions and under data-processing agreements. Some of them may process data outside your country; where that happens we rely on adequacy decisions or standard contractual clauses.",
        "We do not sell personal data and do not share it with advertisers. We disclose it to authorities only when the law requires us to.",
      ],
    },
    {
      id: "rights",
      heading: "Your rights",
      blocks: [
        "Depending on where you live, you have the right to:",
        {
          list: [
            "access the personal data we hold about you and receive a copy;",
            "have inaccurate data corrected;",
            "have your data deleted;",
            "object to, or ask us to restrict, how we use it;",
            "receive data you gave us in a portable format;",
            "withdraw consent at any time, without affecting what we did before;",
            "complain to your data protection authority.",
          ],
        },
        `To exercise any of these rights, email ${contactEmail}. We answer within one month and may ask you to confirm your identity first.`,
      ],
    },
    {
      id: "changes",
      heading: "Changes to this policy",
      blocks: [
        "We update this policy when the site or the law changes. The date at the top of this page shows when you are reading the current version. If a change affects how we use data you have already given us, we will tell you by email before it takes effect.",
      ],
    },
    {
      id: "contact",
      heading: "Contact",
      blocks: [`Questions about this policy or your data: ${contactEmail}.`],
    },
  ],
};
