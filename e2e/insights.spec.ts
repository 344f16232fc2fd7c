// The Insights index and its four insight pages: headings, exact step names, cards, tabs, links,
// the animated cloud drawing under reduced motion (axe: e2e/axe-sweep.spec.ts).
import { expect, type Page, test } from "@playwright/test";
import { isWideLayout, presetConsent } from "./support/chrome";
import { ANY_VIEWPORT } from "./support/viewports";

async function expectTrail(page: Page, trail: string[]) {
  await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("listitem")).toHaveText(trail);
}

/** Headings of the items in the list labelled by the heading called `listHeading`. */
function stepHeadings(page: Page, listHeading: string) {
  return page.getByRole("list", { name: listHeading, exact: true }).locator(":scope > li").getByRole("heading");
}

const PAGES = [
  {
    path: "/insights/cloud-transformation",
    h1: "Cloud transformation that leaves you ready for AI",
    title: "Cloud Transformation",
    approach: "Our five-step approach",
    steps: ["Assess", "Design", "Migrate", "Integrate", "Optimize"],
    external: ["https://www.finops.org/framework/", "https://csrc.nist.gov/pubs/sp/800/145/final"],
  },
  {
    path: "/insights/ai-strategy",
    h1: "AI strategy in action",
    title: "AI Strategy in Action",
    approach: "The five-step method",
    steps: ["Assess", "Co-Design", "Integrate", "Deploy", "Improve"],
    external: ["https://www.nist.gov/itl/ai-risk-management-framework", "https://www.iso.org/standard/81230.html"],
  },
  {
    path: "/insights/innovation-leadership",
    h1: "Innovation leadership",
    title: "Innovation Leadership",
    approach: "Our four-step approach",
    steps: ["Empower", "Connect", "Accelerate", "Inspire"],
    external: ["https://dora.dev/"],
  },
  {
    path: "/insights/cybersecurity",
    h1: "Security that keeps pace with cloud and AI",
    title: "Cybersecurity",
    approach: "Our five-step approach",
    steps: ["Map", "Prioritize", "Harden", "Detect", "Rehearse"],
    external: [
      "https://www.nist.gov/cyberframework",
      "https://attack.mitre.org/",
      "https://owasp.org/www-project-top-10-for-large-language-model-applications/",
    ],
  },
];

test.beforeEach(async ({ context, baseURL }) => {
  await presetConsent(context, baseURL, "declined");
});

test.describe("Insights index", () => {
  test("shows the three featured cards with Read More, then Cybersecurity", async ({ page }) => {
    await page.goto("/insights");
    await expect(page).toHaveTitle(/Insights/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thinking from our practices");
    await expectTrail(page, ["Home", "/Insights"]);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/insights$/);

    const featured = page.getByRole("region", { name: "Featured insights" }).getByRole("article");
    await expect(featured.getByRole("heading", { level: 3 })).toHaveText(["AI Strategy in Action", "Cloud Transformation", "Innovation Leadership"]);
    const readMore = page.getByRole("region", { name: "Featured insights" }).getByRole("link", { name: /^Read More/ });
    await expect(readMore).toHaveText(["Read More", "Read More", "Read More"].map((text) => new RegExp(`^${text}`)));
    expect(await readMore.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual([
      "/insights/ai-strategy",
      "/insights/cloud-transformation",
      "/insights/innovation-leadership",
    ]);

    const more = page.getByRole("region", { name: "More from our practices" });
    await expect(more.getByRole("heading", { level: 3 })).toHaveText(["Cybersecurity"]);
    await expect(more.getByRole("link", { name: "Read More about Cybersecurity" })).toHaveAttribute("href", "/insights/cybersecurity");
    await expect(page.getByRole("main").getByRole("link", { name: "Read The Signal" })).toHaveAttribute("href", "/blog");
  });

  test("Read More on AI Strategy in Action opens the AI strategy page", async ({ page, baseURL }) => {
    await page.goto("/insights");
    await page.getByRole("link", { name: "Read More about AI Strategy in Action" }).click();
    await expect(page).toHaveURL(`${baseURL}/insights/ai-strategy`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("AI strategy in action");
  });
});

for (const insight of PAGES) {
  test.describe(insight.path, () => {
    test("has its heading, breadcrumbs, metadata and exact step names", ANY_VIEWPORT, async ({ page }) => {
      await page.goto(insight.path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(insight.h1);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page).toHaveTitle(new RegExp(insight.title));
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${insight.path}$`));
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", new RegExp(insight.title));
      // The last crumb is the page's title, as its <title> says.
      await expectTrail(page, ["Home", "/Insights", `/${insight.title}`]);
      await expect(stepHeadings(page, insight.approach)).toHaveText(insight.steps);
      for (const step of insight.steps) await expect(page.getByRole("heading", { name: step, exact: true })).toBeVisible();
    });

    test("opens framework links in new tabs, links back to all insights and opens the scheduler", async ({ page, baseURL }) => {
      await page.goto(insight.path);
      const main = page.getByRole("main");
      const external = main.locator('a[href^="http"]');
      expect(await external.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual(insight.external);
      for (const link of await external.all()) {
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("rel", "noopener noreferrer");
        await expect(link).toContainText("(opens in a new tab)");
      }
      await expect(main.getByRole("link", { name: "All insights" })).toHaveAttribute("href", "/insights");

      await main.getByRole("region", { name: /\?$/ }).getByRole("link").first().click();
      await expect(page.getByRole("dialog", { name: "Schedule a Demo" })).toBeVisible();

      await page.getByRole("button", { name: "Close scheduler" }).click();
      await expect(page.getByRole("dialog", { name: "Schedule a Demo" })).toBeHidden();
      await main.getByRole("link", { name: "All insights" }).click();
      await expect(page).toHaveURL(`${baseURL}/insights`);
    });
  });
}

test.describe("cloud transformation", () => {
  test("overview holds the animated drawing, the Why Cloud + AI list and the approach", ANY_VIEWPORT, async ({ page }) => {
    await page.goto("/insights/cloud-transformation");
    const overview = page.getByRole("region", { name: "Overview" });
    await expect(overview.getByTestId("cloud-illustration")).toBeVisible();
    await expect(overview.getByTestId("cloud-illustration")).toHaveAttribute("aria-hidden", "true");
    await expect(overview.getByRole("list", { name: "Why Cloud + AI" }).locator(":scope > li")).toHaveCount(5);
    await expect(stepHeadings(page, "Our five-step approach")).toHaveText(["Assess", "Design", "Migrate", "Integrate", "Optimize"]);
    for (const section of ["Client Success", "Latest Thinking", "Experts"]) {
      await expect(page.getByRole("region", { name: section })).toBeVisible();
    }
    const experts = page.getByRole("list", { name: "Experts" }).locator(":scope > li");
    await expect(experts).toHaveCount(3);
    await expect(experts.first().getByRole("img")).toHaveAccessibleName(/^Illustrated portrait of /);
  });

  test("the drawing animates, and stands still under prefers-reduced-motion", async ({ page }) => {
    const running = () =>
      page
        .getByTestId("cloud-illustration")
        .evaluate((svg) => svg.getAnimations({ subtree: true }).filter((animation) => animation.playState === "running").length);
    await page.goto("/insights/cloud-transformation");
    expect(await running()).toBeGreaterThan(0);

    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.reload();
    await expect.poll(running).toBe(0);
  });

  test("anchor tabs show on wide screens only, scroll to their section and follow the scroll", async ({ page, baseURL }) => {
    await page.goto("/insights/cloud-transformation");
    const tabs = page.getByRole("navigation", { name: "On this page" });
    if (!(await isWideLayout(page))) {
      await expect(tabs).toBeHidden();
      return;
    }
    await expect(tabs.getByRole("link")).toHaveText(["Overview", "Client Success", "Latest Thinking", "Experts"]);
    expect(await tabs.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual([
      "#overview",
      "#client-success",
      "#latest-thinking",
      "#experts",
    ]);

    await tabs.getByRole("link", { name: "Experts" }).click();
    await expect(page).toHaveURL(`${baseURL}/insights/cloud-transformation#experts`);
    await expect(tabs.getByRole("link", { name: "Experts" })).toHaveAttribute("aria-current", "location");
    await expect.poll(() => page.evaluate(() => Math.round(document.getElementById("experts")?.getBoundingClientRect().top ?? -1))).toBeLessThanOrEqual(130);

    // Scrolled so Client Success fills the top half and the Overview has left the viewport.
    await page.evaluate(() => {
      const section = document.getElementById("client-success");
      if (section) window.scrollTo({ top: section.getBoundingClientRect().top + window.scrollY + 20, behavior: "instant" });
    });
    await expect(tabs.getByRole("link", { name: "Client Success" })).toHaveAttribute("aria-current", "location");
    await expect(tabs.getByRole("link", { name: "Experts" })).not.toHaveAttribute("aria-current", "location");
  });
});

test("innovation leadership lists four principles", ANY_VIEWPORT, async ({ page }) => {
  await page.goto("/insights/innovation-leadership");
  await expect(page.getByRole("list", { name: "Four principles" }).locator(":scope > li").getByRole("heading")).toHaveText([
    "Decide close to the work",
    "Fund learning in stages",
    "Make experiments cheap and safe",
    "Lead in the open",
  ]);
});

test("AI strategy explains the method before its steps", ANY_VIEWPORT, async ({ page }) => {
  await page.goto("/insights/ai-strategy");
  const overview = page.getByRole("region", { name: "Why most AI strategies stay on slides" });
  await expect(overview).toContainText("value of the decision or task it improves");
  await expect(page.getByRole("region", { name: "The five-step method" }).locator("li").first()).toContainText("Typical duration");
});
