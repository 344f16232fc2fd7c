import AxeBuilder from "@axe-core/playwright";
import { authorPath, hasAuthorPage } from "@/lib/features/blog/authors";
import { STATIC_ROUTES } from "@/lib/services/seo/static-routes";
import { CHROMIUM_LAUNCH } from "@/tests/support/chromium";
import { type Browser, chromium, devices } from "@playwright/test";
import { send } from "../api";
import type { SuiteContext } from "../context";
import { assert, type Check, CheckFailure, MissingRoute } from "../harness";
import { firstSlug } from "./load";

const GROUP = "4. Accessibility (axe, WCAG 2.2 AA)";

/** Every page a visitor can reach: the pre-rendered pages of the sitemap plus the listing pages. */
const PAGES = [...STATIC_ROUTES.map((route) => route.path), "/blog", "/blog/all", "/careers"];

/** The not-found state of each dynamic kind of page, answered with 404 and a page of its own. */
const NOT_FOUND_PAGES = ["/blog/no-such-post", "/blog/authors/no-such-author", "/careers/no-such-department", "/apply/engineering/no-such-role"];

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

async function firstAuthorRoute(context: SuiteContext): Promise<string> {
  const post = (await context.store().listPublishedPosts()).find((candidate) => hasAuthorPage(candidate.author.name));
  assert(post, "no published post by a person in the database");
  return authorPath(post.author.name);
}

export function axeChecks(context: SuiteContext): { checks: Check[]; close: () => Promise<void> } {
  let browser: Browser | undefined;
  const launch = async () => {
    browser ??= await chromium.launch(CHROMIUM_LAUNCH);
    return browser;
  };
  const routes: { label: string; path: () => Promise<string>; status?: number }[] = [
    ...PAGES.map((route) => ({ label: route, path: async () => route })),
    { label: "/careers/engineering", path: async () => "/careers/engineering" },
    { label: "/blog/{first published slug}", path: async () => `/blog/${await firstSlug(context)}` },
    { label: "/blog/authors/{first published post's author}", path: () => firstAuthorRoute(context) },
    { label: "/apply/{first role on /careers/engineering}", path: () => roleRoute(context) },
    ...NOT_FOUND_PAGES.map((route) => ({ label: route, path: async () => route, status: 404 })),
  ];
  const checks: Check[] = [];
  for (const route of routes) {
    for (const [size, options] of Object.entries(VIEWPORTS)) {
      checks.push({
        group: GROUP,
        name: `${route.label} at ${size} size: no violations`,
        async run() {
          const routePath = await route.path();
          const expected = route.status ?? 200;
          const status = await send(context.origin, { method: "GET", path: routePath });
          if (status.status !== expected) throw new MissingRoute(`${routePath} answered HTTP ${status.status}, not ${expected}`);
          const browserContext = await (await launch()).newContext(options);
          try {
            const page = await browserContext.newPage();
            const response = await page.goto(context.origin + routePath, { waitUntil: "load" });
            assert(response?.status() === expected, `${routePath} answered HTTP ${response?.status()}`);
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
