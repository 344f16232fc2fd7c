import { careersCopy } from "@/content/careers";
import { aiPage } from "@/content/pages/ai";
import { aiAgentsPage } from "@/content/pages/ai-agents";
import { aiStrategy } from "@/content/pages/ai-strategy";
import { ceoAgendaPage } from "@/content/pages/ceo-agenda";
import { cloudTransformation } from "@/content/pages/cloud-transformation";
import { cybersecurity } from "@/content/pages/cybersecurity";
import { getStartedContent } from "@/content/pages/get-started";
import { innovationLeadership } from "@/content/pages/innovation-leadership";
import { insightsIndex } from "@/content/pages/insights";
import { mediaContent } from "@/content/pages/media";
import { privacyPolicy } from "@/content/pages/privacy-policy";
import { spotlightContent } from "@/content/pages/spotlight";
import { terms } from "@/content/pages/terms";
import { thestralContent } from "@/content/pages/thestral";
import { whatWeDoContent } from "@/content/pages/what-we-do";
import { BLOG_TITLE } from "@/content/blog";

export const PAGES = {
  home: { title: "Home", path: "/", priority: 1 },
  whatWeDo: { ...whatWeDoContent.meta, path: "/what-we-do", priority: 0.9 },
  thestral: { ...thestralContent.meta, path: "/thestral", priority: 0.9 },
  getStarted: { ...getStartedContent.meta, path: "/get-started", priority: 0.8 },
  demo: {
    title: "Schedule a Demo",
    description: "Request a 30-minute walkthrough of Lexor's platforms: tell us about your team and we reply within one business day.",
    path: "/demo",
    priority: 0.6,
  },
  ai: { ...aiPage.metadata, path: "/ai", priority: 0.8 },
  aiAgents: { ...aiAgentsPage.metadata, path: "/ai-agents", priority: 0.8 },
  insights: { ...insightsIndex.meta, path: insightsIndex.path, priority: 0.8 },
  aiStrategy: { ...aiStrategy.meta, path: aiStrategy.path, priority: 0.7 },
  cloudTransformation: { ...cloudTransformation.meta, path: cloudTransformation.path, priority: 0.7 },
  cybersecurity: { ...cybersecurity.meta, path: cybersecurity.path, priority: 0.7 },
  innovationLeadership: { ...innovationLeadership.meta, path: innovationLeadership.path, priority: 0.7 },
  ceoAgenda: { ...ceoAgendaPage.metadata, path: "/ceo-agenda", priority: 0.7 },
  spotlight: { ...spotlightContent.meta, path: "/spotlight", priority: 0.6 },
  media: { ...mediaContent.meta, path: "/media", priority: 0.4 },
  privacyPolicy: { ...privacyPolicy.metadata, path: "/privacy-policy", priority: 0.3 },
  terms: { ...terms.metadata, path: "/terms", priority: 0.3 },
  blog: { title: BLOG_TITLE, path: "/blog" },
  allPosts: { title: `All articles from ${BLOG_TITLE}`, path: "/blog/all" },
  careers: { title: careersCopy.name, path: "/careers" },
  unsubscribe: { title: "Unsubscribe", path: "/unsubscribe" },
  menu: {
    title: "Menu",
    description: "Every section of the Lexor site in one list: our platforms, the blog, careers, and how to get started or request a demo.",
    path: "/menu",
  },
} as const;

export const STATIC_ROUTES: ReadonlyArray<{ path: string; priority: number }> = Object.values(PAGES).flatMap((page) =>
  "priority" in page ? [{ path: page.path, priority: page.priority }] : [],
);
