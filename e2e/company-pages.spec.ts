// The company pages: home, /get-started, /thestral, /what-we-do, /spotlight, /media, /x and the
// default Open Graph image.
import { expect, type Locator, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { CONTACT_SALES_PROCESSING_MS, getStartedContent } from "@/content/pages/get-started";
import { spotlightContent } from "@/content/pages/spotlight";
import { thestralContent } from "@/content/pages/thestral";
import { whatWeDoContent } from "@/content/pages/what-we-do";
import { socialLinks, xProfileUrl } from "@/content/social-links";
import { presetConsent } from "./support/chrome";
import { ANY_VIEWPORT } from "./support/viewports";

function schedulerPanel(page: Page): Locator {
  return page.getByRole("dialog", { name: "Schedule a Demo" });
}

/** Clicks a button that should open the scheduler, checks the panel opens, then closes it. */
async function expectOpensScheduler(page: Page, button: Locator) {
  await expect(schedulerPanel(page)).toBeHidden();
  await button.click();
  await expect(schedulerPanel(page)).toBeVisible();
  await schedulerPanel(page).getByRole("button", { name: "Close scheduler" }).click();
  await expect(schedulerPanel(page)).toBeHidden();
}

async function expectNewTab(link: Locator) {
  await expect(link).toHaveAttribute("target", "_blank");
  await expect(link).toHaveAttribute("rel", "noopener noreferrer");
}

async function jsonLdOfType(page: Page, type: string): Promise<Record<string, unknown>[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return scripts.map((text) => JSON.parse(text) as Record<string, unknown>).filter((data) => data["@type"] === type);
}

// Axe scans of whole pages are slow on a shared two-core machine.
test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ context, baseURL }) => {
  await presetConsent(context, baseURL, "declined");
});

test.describe("home", () => {
  test("hero, Platforms, About and Contact sections, with the Request a Demo card opening the scheduler", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("AI infrastructure for the companies of tomorrow");
    for (const [id, name] of [
      ["platforms", "Platforms"],
      ["about", "A consultancy that ships"],
      ["contact", "Tell us what you are working on"],
    ] as const) {
      const section = page.locator(`section#${id}`);
      await expect(section.getByRole("heading", { level: 2 })).toHaveText(name);
    }
    const platforms = page.getByRole("region", { name: "Platforms" }).getByRole("listitem");
    await expect(platforms).toHaveCount(3);
    await expectNewTab(platforms.filter({ hasText: "Sentinel" }).getByRole("link"));
    await expect(platforms.filter({ hasText: "Sentinel" }).getByRole("link")).toHaveAttribute("href", "https://sentinel.lexor.example");
    await expect(platforms.filter({ hasText: "Thestral" }).getByRole("link")).not.toHaveAttribute("target", "_blank");

    const demoCard = page.locator("section#contact").getByRole("article", { name: "Request a Demo" });
    await expectOpensScheduler(page, demoCard.getByRole("link", { name: "Request a Demo" }));
    await expectOpensScheduler(
      page,
      page.getByRole("region", { name: "AI infrastructure for the companies of tomorrow" }).getByRole("link", { name: "Request a Demo" }),
    );
    await expect(page.locator("section#contact").getByRole("link", { name: "Get started" })).toHaveAttribute("href", "/get-started");
    await expect(page.locator("section#about").getByRole("link", { name: "What we do" })).toHaveAttribute("href", "/what-we-do");
  });

  test("Organization JSON-LD: founded 2020, absolute logo, sameAs from the social links", ANY_VIEWPORT, async ({ page, baseURL }) => {
    await page.goto("/");
    const [organization, ...others] = await jsonLdOfType(page, "Organization");
    expect(others).toEqual([]);
    expect(organization).toMatchObject({
      "@context": "https://schema.org",
      name: "Lexor",
      url: `${baseURL}/`,
      logo: `${baseURL}/icons/icon-512.png`,
      foundingDate: "2020",
      sameAs: socialLinks.map((link) => link.url),
    });
    // Google wants a logo of at least 112x112 pixels: read the PNG's own header.
    const logo = await page.request.get(`${baseURL}/icons/icon-512.png`);
    expect(logo.status()).toBe(200);
    const png = await logo.body();
    expect(png.subarray(1, 4).toString("ascii")).toBe("PNG");
    expect(png.readUInt32BE(16)).toBeGreaterThanOrEqual(112);
    expect(png.readUInt32BE(20)).toBeGreaterThanOrEqual(112);
    expect(await jsonLdOfType(page, "BreadcrumbList")).toEqual([]);
  });
});

test.describe("get started", () => {
  test("cards, headings, and the Request a Demo and Schedule a Demo buttons open the scheduler", async ({ page }) => {
    await page.goto("/get-started");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(getStartedContent.header.title);
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText([
      "Request a Demo",
      "Start Building",
      "What happens next",
      // The e2e build configures no booking page, so the band describes the request form the panel shows.
      getStartedContent.schedule.withRequestForm.title,
    ]);
    await expect(page.getByText(getStartedContent.schedule.withRequestForm.text)).toBeVisible();
    await expect(page.getByRole("article", { name: "Start Building" }).getByRole("link", { name: "Contact Sales" })).toBeEnabled();
    await expectOpensScheduler(page, page.getByRole("article", { name: "Request a Demo" }).getByRole("link", { name: "Request a Demo" }));
    await expectOpensScheduler(page, page.getByRole("main").getByRole("link", { name: "Schedule a Demo" }));
  });

  test("Contact Sales shows Processing... disabled for 2 s, then opens the scheduler", async ({ page }) => {
    // The page's own clock, paused: the 2 s are the page's 2 s however busy the machine running it is.
    await page.clock.install();
    await page.goto("/get-started");
    await page.clock.pauseAt(Date.now() + 1_000);
    const card = page.getByRole("article", { name: "Start Building" });
    const contactSales = card.getByRole("link", { name: "Contact Sales" });
    await contactSales.click();
    const processing = card.getByRole("link", { name: "Processing..." });
    await expect(processing).toBeDisabled();
    await expect(processing).toContainText("Processing...");
    await expect(processing.locator('[role="status"]')).toBeAttached();
    await page.clock.runFor(CONTACT_SALES_PROCESSING_MS - 1);
    await expect(processing).toBeDisabled();
    await expect(schedulerPanel(page)).toBeHidden();
    await page.clock.runFor(1);
    // The panel's code loads now, and React reveals a lazy part on timers of its own: the clock runs again.
    await page.clock.resume();
    await expect(schedulerPanel(page)).toBeVisible();
    await schedulerPanel(page).getByRole("button", { name: "Close scheduler" }).click();
    await expect(contactSales).toBeEnabled();
    // The button kept focus through its processing state, so closing the panel gives it back.
    await expect(contactSales).toBeFocused();

    // Whether axe's scan meets the processing state or the panel it opens, both must be clean.
    await contactSales.click();
    await expectNoAxeViolations(page);
  });
});

test.describe("thestral", () => {
  test("overview, capabilities, features, four use cases and Request Demo buttons", async ({ page }) => {
    await page.goto("/thestral");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thestral");
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText([
      "Platform overview",
      "Capabilities",
      "Features",
      "Use cases",
      thestralContent.closing.title,
    ]);
    const useCases = page.getByRole("region", { name: "Use cases" }).getByRole("listitem");
    await expect(useCases).toHaveCount(4);
    await expect(useCases.getByRole("heading", { level: 3 })).toHaveText(thestralContent.useCases.items.map((item) => item.title));
    await expect(page.getByRole("region", { name: "Capabilities" }).getByRole("listitem")).toHaveCount(4);
    await expect(page.getByRole("region", { name: "Features" }).getByRole("listitem")).toHaveCount(thestralContent.features.items.length);

    const requestDemo = page.getByRole("main").getByRole("link", { name: "Request Demo" });
    await expect(requestDemo).toHaveCount(2);
    await expectOpensScheduler(page, requestDemo.first());
    await expectOpensScheduler(page, requestDemo.last());
  });
});

test.describe("what we do", () => {
  test("four practices linking the insight pages, /ai and /ai-agents", ANY_VIEWPORT, async ({ page }) => {
    await page.goto("/what-we-do");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(whatWeDoContent.header.title);
    for (const service of whatWeDoContent.services) {
      await expect(page.getByRole("region", { name: service.title }).getByRole("heading", { level: 2 })).toHaveText(service.title);
    }
    const main = page.getByRole("main");
    for (const href of [
      "/insights/ai-strategy",
      "/insights/cloud-transformation",
      "/insights/cybersecurity",
      "/insights/innovation-leadership",
      "/ai",
      "/ai-agents",
    ]) {
      await expect(main.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
    await page.getByRole("navigation", { name: "Practices" }).getByRole("link", { name: "Cybersecurity" }).click();
    await expect(page).toHaveURL(/#security$/);
    await expectOpensScheduler(page, main.getByRole("link", { name: "Request a Demo" }));
  });
});

test.describe("spotlight", () => {
  test("the twelve-week engagement: phases in order, deliverables and related links", ANY_VIEWPORT, async ({ page }) => {
    await page.goto("/spotlight");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(spotlightContent.header.title);
    const phases = page.getByRole("region", { name: "The twelve weeks" }).getByRole("listitem");
    await expect(phases.getByRole("heading", { level: 3 })).toHaveText(["Frame", "Harden", "Prove", "Hand over"]);
    await expect(page.getByRole("region", { name: "What you own at the end" }).getByRole("listitem")).toHaveCount(spotlightContent.deliverables.items.length);
    await expect(page.getByRole("region", { name: "Read more" }).getByRole("link", { name: /Thestral/ })).toHaveAttribute("href", "/thestral");
    await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("listitem")).toHaveText(["Home", `/${spotlightContent.meta.title}`]);
  });
});

test.describe("media", () => {
  test("the website and four social networks, each opening in a new tab, with no chrome", async ({ page, baseURL }) => {
    await page.goto("/media");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lexor");
    const links = page.getByRole("main").getByRole("link");
    await expect(links).toHaveCount(5);
    await expect(links.first()).toHaveAttribute("href", `${baseURL}/`);
    for (const [index, social] of socialLinks.entries()) {
      const link = links.nth(index + 1);
      await expect(link).toHaveAttribute("href", social.url);
      await expect(link).toContainText(social.name);
    }
    for (const link of await links.all()) await expectNewTab(link);
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
  });
});

test("/x redirects to the company's X profile", ANY_VIEWPORT, async ({ request }) => {
  const response = await request.get("/x", { maxRedirects: 0 });
  expect(response.status()).toBe(307);
  expect(response.headers().location).toBe(xProfileUrl);
});

test("every page has its own title, description and canonical URL, and the default Open Graph image", ANY_VIEWPORT, async ({ page, baseURL }) => {
  const pages = [
    { path: "/", title: "Lexor: AI infrastructure for the companies of tomorrow" },
    { path: "/get-started", title: "Get Started | Lexor" },
    { path: "/thestral", title: "Thestral: AI Infrastructure Platform | Lexor" },
    { path: "/what-we-do", title: "What We Do | Lexor" },
    { path: "/spotlight", title: "Spotlight: Twelve Weeks from AI Pilot to Production | Lexor" },
    { path: "/media", title: "Lexor Links | Lexor" },
  ];
  for (const { path, title } of pages) {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", path === "/" ? `${baseURL}` : `${baseURL}${path}`);
    expect(await page.locator('meta[name="description"]').getAttribute("content")).toBeTruthy();
    const image = await page.locator('meta[property="og:image"]').getAttribute("content");
    expect(image, path).toMatch(new RegExp(`^${baseURL}/opengraph-image`));
    await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute("content", "1200");
  }
  const image = await page.request.get(`${baseURL}/opengraph-image`);
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/png");
  const bytes = await image.body();
  expect(bytes.subarray(1, 4).toString()).toBe("PNG");
  // PNG IHDR: width and height as big-endian 32-bit integers at bytes 16 and 20.
  expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
});
