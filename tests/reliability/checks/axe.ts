import AxeBuilder from "@axe-core/playwright";
import { type Browser, chromium, devices } from "@playwright/test";
import { send } from "../api";
import type { SuiteContext } from "../context";
import { assert, type Check, CheckFailure, MissingRoute } from "../harness";
import { firstSlug } from "./load";
import { CHROMIUM_LAUNCH } from "@/tests/support/chromium";

const GROUP = "4. Accessibility (axe, WCAG 2.2 AA)";

/** The spec's route table; dynamic routes are filled in from the running site. */
const STATIC_ROUTES = [
  "/",
  "/careers",
  "/careers/engineering",
  "/blog",
  "/blog/all",
  "/privacy-policy",
  "/terms",
  "/media",
  "/what-we-do",
  "/ai",
  "/ai-agents",
  "/insights",
  "/insights/cloud-transformation",
  "/insights/ai-strategy",
  "/insights/cybersecurity",
  "/insights/innovation-leadership",
  "/ceo-agenda",
  "/get-started",
  "/thestral",
  "/spotlight",
  "/x",
];

/** The spec leaves these two to the pages issue, which may make them redirects. */
const MAY_REDIRECT = new Set(["/spotlight", "/x"]);

const VIEWPORTS = {
  desktop: { viewport: { width: 1366, height: 900 } },
  mobile: { ...devices["Pixel 7"] },
} as const;


async function roleRoute(context: SuiteContext): Promise<string> {
  const page = await send(context.origin, { method: "GET", path: "/careers/engineering" });
  const match = /href="(\/apply\/[^"#?]+)"/.exec(page.text);
  if (!match?.[1]) throw new MissingRoute(`no /apply/ link on /careers/engineering (HTTP ${page.status})`);
  return match[1];
}

export function axeChecks(context: SuiteContext): { checks: Check[]; close: () => Promise<void> } {
  let browser: Browser | undefined;
  const launch = async () => {
    browser ??= await chromium.launch(CHROMIUM_LAUNCH);
    return browser;
  };
  const routes: { label: string; path: () => Promise<string> }[] = [
    ...STATIC_ROUTES.map((route) => ({ label: route, path: async () => route })),
    { label: "/blog/{first published slug}", path: async () => `/blog/${await firstSlug(context)}` },
    { label: "/apply/{first role on /careers/engineering}", path: () => roleRoute(context) },
  ];
  const checks: Check[] = [];
  for (const route of routes) {
    for (const [size, options] of Object.entries(VIEWPORTS)) {
      checks.push({
        group: GROUP,
        name: `${route.label} at ${size} size: no violations`,
        async run() {
          const routePath = await route.path();
          const status = await send(context.origin, { method: "GET", path: routePath });
          const redirected = status.status >= 300 && status.status < 400;
          if (status.status === 404 || (redirected && !MAY_REDIRECT.has(routePath))) {
            throw new MissingRoute(`${routePath} answered HTTP ${status.status}`);
          }
          const browserContext = await (await launch()).newContext(options);
          try {
            const page = await browserContext.newPage();
            const response = await page.goto(context.origin + routePath, { waitUntil: "load" });
            assert(response?.ok(), `${routePath} answered HTTP ${response?.status()}`);
            const results = await new AxeBuilder({ page })
              .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
              .analyze();
            if (results.violations.length) {
              throw new CheckFailure(
                results.violations
                  .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(" ")).slice(0, 3).join(" | ")}`)
                  .join("\n"),
              );
            }
          } finally {
            await browserContext.close();
          }
        },
      });
    }
  }
  return {
    checks,
    close: async () => {
      await browser?.close();
    },
  };
}
