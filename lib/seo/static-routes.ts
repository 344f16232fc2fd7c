/** The pre-rendered consulting, platform, link and legal pages, for sitemap.xml. */
export const STATIC_ROUTES: ReadonlyArray<{ path: string; priority: number }> = [
  { path: "/", priority: 1 },
  { path: "/what-we-do", priority: 0.9 },
  { path: "/thestral", priority: 0.9 },
  { path: "/get-started", priority: 0.8 },
  { path: "/ai", priority: 0.8 },
  { path: "/ai-agents", priority: 0.8 },
  { path: "/insights", priority: 0.8 },
  { path: "/insights/ai-strategy", priority: 0.7 },
  { path: "/insights/cloud-transformation", priority: 0.7 },
  { path: "/insights/cybersecurity", priority: 0.7 },
  { path: "/insights/innovation-leadership", priority: 0.7 },
  { path: "/ceo-agenda", priority: 0.7 },
  { path: "/spotlight", priority: 0.6 },
  { path: "/media", priority: 0.4 },
  { path: "/privacy-policy", priority: 0.3 },
  { path: "/terms", priority: 0.3 },
];
