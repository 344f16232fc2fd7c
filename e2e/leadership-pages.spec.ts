// The AI, AI Agents and CEO agenda pages: headings, sections, anchor tabs, links, the scheduler
// call to action and metadata, on both projects (axe: e2e/axe-sweep.spec.ts).
import { expect, test } from "@playwright/test";
import { isWideLayout, presetConsent } from "./support/chrome";
import { ANY_VIEWPORT } from "./support/viewports";

interface TabbedPage {
  path: string;
  h1: string;
  tabsLabel: string;
  breadcrumb: string;
  /** Section id and the name of its tab and h2. */
  sections: [string, string][];
  thinking: string[];
}

const PAGES: TabbedPage[] = [
  {
    path: "/ai",
    h1: "AI that survives contact with production",
    tabsLabel: "Sections of the AI page",
    breadcrumb: "Artificial Intelligence",
    sections: [
      ["overview", "Overview"],
      ["latest-thinking", "Latest Thinking"],
      ["experts", "Meet Our AI Experts"],
    ],
    thinking: ["/insights/ai-strategy", "/blog/choosing-your-first-ai-use-case", "/blog/evaluating-llm-features"],
  },
  {
    path: "/ai-agents",
    h1: "Agents that do the work, within limits you set",
    tabsLabel: "Sections of the AI Agents page",
    breadcrumb: "AI Agents",
    sections: [
      ["overview", "Overview"],
      ["latest-thinking", "Latest Thinking"],
    ],
    thinking: ["/blog/ai-agents-in-it-operations", "/blog/designing-for-trust-in-ai-interfaces", "/insights/cybersecurity"],
  },
  {
    path: "/ceo-agenda",
    h1: "The questions on the chief executive's desk",
    tabsLabel: "Sections of the CEO agenda page",
    breadcrumb: "The CEO Agenda",
    sections: [
      ["overview", "Overview"],
      ["latest-thinking", "Latest Thinking"],
      ["other-leaders", "Other Leaders"],
    ],
    thinking: ["/insights/innovation-leadership", "/insights/cloud-transformation", "/blog/roadmaps-as-bets"],
  },
];

test.beforeEach(async ({ context, baseURL }) => {
  await presetConsent(context, baseURL, "declined");
});

for (const spec of PAGES) {
  test.describe(spec.path, () => {
    test("has one h1, its sections as h2 with ids, and a breadcrumb named as the page is titled", ANY_VIEWPORT, async ({ page }) => {
      await page.goto(spec.path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(spec.h1);
      for (const [id, name] of spec.sections) {
        const section = page.locator(`section#${id}`);
        await expect(section.getByRole("heading", { level: 2 }).first()).toHaveText(name);
        await expect(page.getByRole("region", { name, exact: true })).toHaveAttribute("id", id);
      }
      await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("listitem")).toHaveText(["Home", `/${spec.breadcrumb}`]);
      // One BreadcrumbList, the page's own.
      const types = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "{}")["@type"]));
      expect(types.filter((type) => type === "BreadcrumbList")).toHaveLength(1);
    });

    test("anchor tabs on wide screens scroll to their section and follow the scroll", async ({ page }) => {
      await page.goto(spec.path);
      const tabs = page.getByRole("navigation", { name: spec.tabsLabel });
      if (!(await isWideLayout(page))) {
        await expect(tabs).toBeHidden();
        return;
      }
      await expect(tabs.getByRole("link")).toHaveText(spec.sections.map(([, name]) => name));
      for (const [id, name] of spec.sections) {
        await expect(tabs.getByRole("link", { name })).toHaveAttribute("href", `#${id}`);
      }
      const firstName = spec.sections[0]?.[1] ?? "";
      await expect(tabs.getByRole("link", { name: firstName })).toHaveAttribute("aria-current", "location");

      const [lastId, lastName] = spec.sections.at(-1) ?? ["", ""];
      await tabs.getByRole("link", { name: lastName }).click();
      await expect(page).toHaveURL(new RegExp(`#${lastId}$`));
      await expect(tabs.getByRole("link", { name: lastName })).toHaveAttribute("aria-current", "location");
      // Smooth scrolling ends with the section just under the sticky tabs (offset 120 px).
      await expect.poll(() => page.evaluate((id) => Math.round(document.getElementById(id)?.getBoundingClientRect().top ?? -1), lastId)).toBe(120);
      await expect(tabs).toBeInViewport();

      // Scrolling by hand moves the current tab back to the first section.
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
      await page.locator("section#overview").evaluate((section) => section.scrollIntoView({ behavior: "instant" }));
      await expect(tabs.getByRole("link", { name: firstName })).toHaveAttribute("aria-current", "location");
      await expect(tabs.getByRole("link", { name: lastName })).not.toHaveAttribute("aria-current", /.*/);
    });

    test("Latest Thinking links to three pieces, and the blog ones exist", ANY_VIEWPORT, async ({ page, request }) => {
      await page.goto(spec.path);
      const thinking = page.locator("section#latest-thinking").getByRole("article");
      await expect(thinking).toHaveCount(3);
      const hrefs = await thinking.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
      expect(hrefs).toEqual(spec.thinking);
      for (const href of spec.thinking.filter((path) => path.startsWith("/blog/"))) {
        const response = await request.get(href, { maxRedirects: 0 });
        expect(response.status(), href).toBe(200);
      }
    });

    test("title, description and canonical URL come from the page", ANY_VIEWPORT, async ({ page, baseURL }) => {
      await page.goto(spec.path);
      await expect(page).toHaveTitle(/ \| Lexor$/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}${spec.path}`);
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", `${baseURL}${spec.path}`);
      const description = await page.locator('meta[name="description"]').getAttribute("content");
      expect(description?.length ?? 0).toBeGreaterThan(60);
    });

    test("the call to action opens the scheduler", async ({ page }) => {
      await page.goto(spec.path);
      const cta = page.getByRole("complementary").filter({ has: page.locator("#call-to-action-heading") });
      await cta.getByRole("link", { name: "Schedule a Demo" }).click();
      await expect(page.getByRole("dialog", { name: "Schedule a Demo" })).toBeVisible();
    });
  });
}

test("/ai introduces two AI experts with name, title and a portrait that loads", async ({ page }) => {
  await page.goto("/ai");
  const experts = page.locator("section#experts").getByRole("article");
  await expect(experts).toHaveCount(2);
  await expect(experts.getByRole("heading", { level: 3 })).toHaveText(["Amara Okafor", "Tomasz Wieczorek"]);
  await expect(experts.nth(0)).toContainText("Partner, Applied AI");
  await expect(experts.nth(1)).toContainText("Principal, AI Governance and Platforms");
  for (const name of ["Amara Okafor", "Tomasz Wieczorek"]) {
    const portrait = page.getByRole("img", { name: `Illustrated portrait of ${name}` });
    // Portraits load lazily: bring each into view first.
    await portrait.scrollIntoViewIfNeeded();
    await expect(portrait).toBeVisible();
    await expect.poll(() => portrait.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  }
  await expect(page.locator("section#overview").getByRole("heading", { level: 4 })).toHaveText([
    "AI Opportunity Sprint",
    "Pilot to Production",
    "AI Platform and Operating Model",
    "Responsible AI Review",
  ]);
});

test("/ai-agents lists where agents help, the engagement shapes and the safeguards", ANY_VIEWPORT, async ({ page }) => {
  await page.goto("/ai-agents");
  const overview = page.locator("section#overview");
  await expect(overview.getByRole("heading", { level: 3 })).toHaveText([
    "Where agents earn their place",
    "How an agent engagement runs",
    "Safeguards we build in by default",
  ]);
  await expect(overview.getByRole("heading", { level: 4 })).toHaveText([
    "IT and security operations",
    "Customer and employee service",
    "Finance and back office",
    "Engineering productivity",
    "Agent Design Sprint",
    "Build and Launch",
    "Agent Operations",
  ]);
  await expect(overview).toContainText("A kill switch that your operations team controls");
});

test("/ceo-agenda has the CEO's message and three leaders whose links are optional and open in new tabs", ANY_VIEWPORT, async ({ page }) => {
  await page.goto("/ceo-agenda");
  await expect(page.getByRole("heading", { level: 3, name: "A message from Helena Brandt" })).toBeVisible();
  await expect(page.locator("section#overview").getByRole("listitem").getByRole("heading", { level: 4 })).toHaveCount(5);

  const leaders = page.locator("section#other-leaders").getByRole("figure");
  await expect(leaders).toHaveCount(3);
  // Name and title lead each caption; the caption is the figure's last child and holds the links.
  await expect(leaders.locator("figcaption")).toContainText([
    "Priya RamanChief Technology Officer",
    "Daniel OyelaranHead of Cybersecurity",
    "Sofia LindqvistPartner, Organisation and Talent",
  ]);
  for (const figure of await leaders.all()) {
    expect(await figure.evaluate((element) => element.lastElementChild?.tagName)).toBe("FIGCAPTION");
  }
  for (let index = 0; index < 3; index++) await expect(leaders.nth(index).getByRole("blockquote")).not.toBeEmpty();

  const links = (index: number) => leaders.nth(index).locator("figcaption").getByRole("link");
  await expect(links(0)).toHaveText(["LinkedIn profile of Priya Raman (opens in a new tab)", "Website of Priya Raman (opens in a new tab)"]);
  await expect(links(1)).toHaveText(["LinkedIn profile of Daniel Oyelaran (opens in a new tab)"]);
  await expect(links(2)).toHaveText(["Website of Sofia Lindqvist (opens in a new tab)"]);
  await expect(links(0).first()).toHaveAttribute("href", "https://www.linkedin.example/in/priya-raman");
  await expect(links(2).first()).toHaveAttribute("href", "https://sofialindqvist.example");

  const external = page.locator("section#other-leaders").getByRole("link");
  await expect(external).toHaveCount(4);
  for (const link of await external.all()) {
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  }
});

for (const path of ["/ai", "/ai-agents", "/ceo-agenda"]) {
  test(`${path}: every Latest Thinking card gives the read time its article or insight page shows`, ANY_VIEWPORT, async ({ page }) => {
    const readTime = /\b\d+ min read\b/;
    await page.goto(path);
    const cards = page.locator("section#latest-thinking").getByRole("article");
    const promised = await cards.evaluateAll((articles) =>
      articles.map((article) => ({
        href: article.querySelector("a")?.getAttribute("href") ?? "",
        time: /\b\d+ min read\b/.exec(article.textContent ?? "")?.[0] ?? "",
      })),
    );
    expect(promised.length).toBeGreaterThan(0);
    for (const card of promised) {
      expect(card.time, card.href).toMatch(readTime);
      await page.goto(card.href);
      // The target's own read time sits above its heading (articles) or under it (insight pages).
      await expect(page.getByRole("main").getByText(readTime).first(), card.href).toHaveText(card.time);
    }
  });
}
