// The chrome on the other teams' routes: these run once the pages, blog and careers branches are
// merged, since /media, /blog, /careers and the legal pages are built there.
import { expect, type Page, test } from "@playwright/test";
import { dataLayerEvents, isWideLayout, openMainNav, presetConsent } from "./support/chrome";
import { ANY_VIEWPORT } from "./support/viewports";

test.beforeEach(async ({ context, baseURL }) => {
  await presetConsent(context, baseURL, "declined");
});

test("/media has no nav, footer or breadcrumbs, and no left margin", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const response = await page.goto("/media");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/media$/);
  await expect(page.getByRole("main")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Open menu" })).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toHaveCount(0);
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  expect(await page.locator("main").evaluate((element) => element.getBoundingClientRect().left)).toBe(0);
});

test("unknown blog posts and departments reach their own routes instead of the redirect", ANY_VIEWPORT, async ({ request }) => {
  for (const path of ["/blog/no-such-post", "/careers/no-such-department"]) {
    const response = await request.get(path, { maxRedirects: 0, maxRetries: 2 });
    expect(response.status(), path).toBe(404);
  }
});

test("nav items reach their pages, with friendly breadcrumbs and a page_view each", async ({ page, baseURL }) => {
  await page.goto("/");
  const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });

  await (await openMainNav(page)).getByRole("link", { name: "Blog" }).click();
  await expect(page).toHaveURL(`${baseURL}/blog`);
  await expect(crumbs.getByRole("listitem")).toHaveText(["Home", "/The Signal"]);
  await expect((await openMainNav(page)).getByRole("link", { name: "Blog" })).toHaveAttribute("aria-current", "page");
  if (!(await isWideLayout(page))) await page.keyboard.press("Escape");

  await (await openMainNav(page)).getByRole("link", { name: "Careers" }).click();
  await expect(page).toHaveURL(`${baseURL}/careers`);
  await expect(crumbs.getByRole("listitem")).toHaveText(["Home", "/Careers"]);

  const nav = await openMainNav(page);
  await nav.getByRole("button", { name: "Platforms" }).click();
  await nav.getByRole("link", { name: /Thestral/ }).click();
  await expect(page).toHaveURL(`${baseURL}/thestral`);
  await expect(crumbs.getByRole("listitem")).toHaveText(["Home", "/Thestral: AI Infrastructure Platform"]);

  await expect.poll(async () => (await dataLayerEvents(page, "page_view")).map((event) => event.page_path)).toEqual(["/", "/blog", "/careers", "/thestral"]);
});

async function expectTrail(page: Page, path: string, trail: string[]) {
  await page.goto(path);
  await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("listitem")).toHaveText(trail);
  const lists = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "{}")).filter((json) => json["@type"] === "BreadcrumbList"));
  expect(lists, path).toHaveLength(1);
  expect(lists[0].itemListElement.map((item: { name: string }) => item.name)).toEqual(trail.map((name) => name.replace(/^\//, "")));
}

test("blog and careers pages are named in the trail as they are titled, with one BreadcrumbList each", ANY_VIEWPORT, async ({ page }) => {
  await expectTrail(page, "/blog", ["Home", "/The Signal"]);
  // An article's last crumb is its headline, as its title and h1 are.
  await expectTrail(page, "/blog/pragmatic-cloud-migration", ["Home", "/The Signal", "/A pragmatic path to cloud migration"]);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("A pragmatic path to cloud migration");
  await expect(page).toHaveTitle("A pragmatic path to cloud migration | Lexor");
  await expectTrail(page, "/blog/all", ["Home", "/The Signal", "/All articles from The Signal"]);
  await expectTrail(page, "/careers", ["Home", "/Careers"]);
  await expectTrail(page, "/careers/engineering", ["Home", "/Careers", "/Engineering"]);
  await expectTrail(page, "/insights/ai-strategy", ["Home", "/Insights", "/AI Strategy in Action"]);
});

test("the legal pages are named in the trail as they are titled", ANY_VIEWPORT, async ({ page }) => {
  await expectTrail(page, "/privacy-policy", ["Home", "/Privacy Policy"]);
  await expect(page).toHaveTitle("Privacy Policy | Lexor");
  await expectTrail(page, "/terms", ["Home", "/Terms and Conditions"]);
  await expect(page).toHaveTitle("Terms and Conditions | Lexor");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms and Conditions");
});

test("the apply path hides the breadcrumbs", async ({ page }) => {
  await page.goto("/careers/engineering");
  const apply = page.locator('a[href^="/apply/"]').first();
  const href = await apply.getAttribute("href");
  await page.goto(href ?? "/apply/engineering");
  await expect(page).toHaveURL(/\/apply\//);
  await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toHaveCount(0);
});

test("/#about and /#contact from another page land 120 px below the top", async ({ page }) => {
  for (const section of ["about", "contact"]) {
    await page.goto("/unsubscribe");
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: section === "about" ? "About us" : "Contact" })
      .click();
    await expect(page).toHaveURL(new RegExp(`/#${section}$`));
    await expect.poll(() => page.evaluate((id) => document.getElementById(id)?.getBoundingClientRect().top ?? Number.NaN, section)).toBeCloseTo(120, 0);
  }
});
