import type { LegalDocument } from "@/content/pages/privacy-policy";

const contactEmail = "legal@lexor.example";

/** Copy of the Terms and Conditions (/terms). */
export const terms: LegalDocument = {
  metadata: {
    title: "Terms and Conditions",
    description:
      "The terms that apply when you use the Lexor website, read our content, subscribe to the newsletter or apply for a job, including the limits of our liability.",
  },
  title: "Terms and Conditions",
  intro: [
    'These terms apply to your use of this website, operated by Lexor Consulting Ltd. ("Lexor", "we", "us"). By using the site you accept them. Consulting services are provided under a separate written agreement; where that agreement and these terms differ, the agreement wins.',
  ],
  sections: [
    {
      id: "use-of-site",
      heading: "Using the site",
      blocks: [
        "You may read, share and link to the content on this site for your own information and for non-commercial purposes. You agree not to:",
        {
          list: [
            "use the site in a way that breaks the law or infringes anyone's rights;",
            "try to gain unauthorised access to the site, its servers or its data, or test its security without our written permission;",
            "send automated requests at a rate that degrades the site for others, or submit forms automatically;",
            "submit applications, subscriptions or enquiries in someone else's name.",
          ],
        },
      ],
    },
    {
      id: "content",
      heading: "Our content",
      blocks: [
        "Articles, insights, illustrations, the Lexor name and logo, and the design of the site belong to Lexor or to the people who licensed them to us. Quoting short passages with a link to the source is welcome; republishing whole articles needs our written permission.",
        "Our articles and insights describe general approaches. They are not advice for your specific situation, and you should not rely on them as such without talking to a qualified adviser who knows your circumstances.",
      ],
    },
    {
      id: "applications",
      heading: "Job applications",
      blocks: [
        "When you apply for a position, you confirm that the information you give us is accurate and that you have the right to share any document you upload. Applying does not create an employment relationship or an obligation to make an offer. Our Privacy Policy explains how we handle application data.",
      ],
    },
    {
      id: "newsletter",
      heading: "Newsletter",
      blocks: ["The newsletter is free. You can unsubscribe at any time with the link in every email. We may change its frequency or stop sending it."],
    },
    {
      id: "third-party-links",
      heading: "Links to other sites",
      blocks: [
        "The site links to other websites, such as our social media profiles and the profiles of our people. We do not control those sites and are not responsible for their content or their privacy practices.",
      ],
    },
    {
      id: "availability",
      heading: "Availability and changes",
      blocks: [
        "We work to keep the site available and accurate, but we provide it as it is and do not promise that it will be uninterrupted, error-free or up to date at every moment. We may change or withdraw any part of it.",
      ],
    },
    {
      id: "liability",
      heading: "Limitation of liability",
      blocks: [
        "Nothing in these terms limits liability for death or personal injury caused by negligence, for fraud, or for anything else that the law does not allow to be limited.",
        "Subject to that, Lexor is not liable for indirect or consequential loss, or for loss of profit, revenue, data or goodwill, arising from your use of the site.",
        "Our total liability to you arising from or in connection with the site and these terms, whether in contract, tort (including negligence) or otherwise, is limited to the total amount you paid to Lexor in the 12 months before the event giving rise to the claim. If you have paid us nothing in that period, as is the case for most visitors to this site, our liability is limited to that amount.",
      ],
    },
    {
      id: "law",
      heading: "Governing law",
      blocks: [
        "These terms are governed by the laws of England and Wales, and the courts of England and Wales have jurisdiction over any dispute about them. If you live elsewhere as a consumer, you keep the protection of the mandatory laws of your country.",
      ],
    },
    {
      id: "changes",
      heading: "Changes to these terms",
      blocks: [
        "We may update these terms from time to time. The version on this page is the one that applies when you use the site, and the date at the top shows the day you are reading it.",
      ],
    },
    {
      id: "contact",
      heading: "Contact",
      blocks: [`Questions about these terms: ${contactEmail}.`],
    },
  ],
};
