import { expect, type Page, test } from "@playwright/test";
import { publishedDemoPosts } from "./support/blog-posts";
import { ANY_VIEWPORT } from "./support/viewports";
import { expectNoAxeViolations } from "./support/axe";
import { dataLayerEvents } from "./support/chrome";
import { holdRequests } from "./support/hold";
import { focusUntilInteractive } from "./support/on-intent";
import { watchScripts } from "./support/scripts";

const PAGE_SIZE = 6;

const cards = (page: Page) => page.getByRole("region", { name: "Articles" }).getByRole("article");
const cardTitles = (page: Page) => cards(page).getByRole("heading").allInnerTexts();
const search = (page: Page) => page.getByRole("searchbox", { name: "Search articles" });

/** Opens the list and reaches for it until the browser's copy has taken over from the server's page. */
async function openList(page: Page, path = "/blog") {
  await page.goto(path);
  await focusUntilInteractive(page, search(page));
}

async function openHydrated(page: Page, path = "/blog") {
  await page.goto(path);
  await expect.poll(() => dataLayerEvents(page, "page_view")).toHaveLength(1);
}
const chip = (page: Page, name: string) => page.getByRole("navigation", { name: "Categories" }).getByRole("link", { name, exact: true });

test("the server's HTML lists the first page of published posts, newest first, without JavaScript", ANY_VIEWPORT, async ({ request }) => {
  const html = await (await request.get("/blog")).text();
  const linked = [...html.matchAll(/<a[^>]+href="\/blog\/([^"/]+)"/g)].map((match) => match[1]);
  expect(linked.slice(0, PAGE_SIZE)).toEqual(publishedDemoPosts.slice(0, PAGE_SIZE).map((post) => post.slug));
  expect(html).toContain("Search articles...");
  expect(html).toMatch(/<link rel="alternate" type="application\/rss\+xml" href="[^"]*\/blog\/feed\.xml"/);
  expect(html).not.toContain("service-blueprints-for-security-operations");
});

test("the list shows The Signal, the chips and six cards with Page 1 of 3", async ({ page }) => {
  await openList(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("The Signal");
  await expect(page.getByRole("navigation", { name: "Categories" }).getByRole("link")).toHaveText(["All", "Design", "Product", "Engineering", "Data"]);
  await expect(chip(page, "All")).toHaveAttribute("aria-current", "page");
  expect(await cardTitles(page)).toEqual(publishedDemoPosts.slice(0, PAGE_SIZE).map((post) => post.title));
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
});

test("the list's code loads when the visitor reaches for it, and a search typed before it arrives is run", async ({ page }) => {
  const scripts = watchScripts(page);
  await openHydrated(page);
  expect(scripts.count()).toBeGreaterThan(0);
  expect(await scripts.anyHolds("No Posts Found")).toBe(false);

  // Held until the visitor has typed into the server's search, which stays in place meanwhile.
  const release = await holdRequests(page, "**/_next/static/chunks/**");
  await search(page).click();
  await page.keyboard.type("cloud");
  expect(await scripts.anyHolds("No Posts Found")).toBe(false);
  release();

  await expect(page.locator("[data-interactive]")).toBeAttached();
  expect(await scripts.anyHolds("No Posts Found")).toBe(true);
  await expect(search(page)).toBeFocused();
  await expect(search(page)).toHaveValue("cloud");
  await expect(page).toHaveURL(/\/blog\/search\?q=cloud$/);
  await expect(cards(page)).toHaveCount(3);
});

test("Next pressed before the list's code arrives turns the page once it does, with focus on the new page's list", async ({ page }) => {
  await openHydrated(page);
  const release = await holdRequests(page, "**/_next/static/chunks/**");
  await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Next" }).click();
  release();

  await expect(page).toHaveURL(/\/blog\/page\/2$/);
  await expect(page.getByRole("region", { name: /^Articles, page 2 of \d+$/ })).toBeFocused();
  expect(await cardTitles(page)).toEqual(publishedDemoPosts.slice(PAGE_SIZE, 2 * PAGE_SIZE).map((post) => post.title));
});

test("search waits 300 ms after typing, then matches title or excerpt case-insensitively", async ({ page }) => {
  const start = Date.now();
  await page.clock.install({ time: start });
  await openList(page);
  // Time stands still from here on, and moves only as the test says.
  await page.clock.pauseAt(start + 60_000);
  await search(page).fill("CLOUD");
  await page.clock.runFor(250);
  await expect(page).toHaveURL(/\/blog$/);
  await expect(cards(page)).toHaveCount(PAGE_SIZE);

  await page.clock.runFor(100);
  await expect(page).toHaveURL(/\/blog\/search\?q=CLOUD$/);
  // Two titles say "cloud"; "Choosing your first AI use case" says it only in its excerpt.
  await expect(cards(page)).toHaveCount(3);
  expect(await cardTitles(page)).toEqual([
    "FinOps for data teams: pricing every cloud query",
    "Choosing your first AI use case",
    "A pragmatic path to cloud migration",
  ]);
  await expect(page.getByRole("navigation", { name: "Pagination" })).toHaveCount(0);
});

for (const category of ["Design", "Product", "Engineering", "Data"]) {
  test(`the ${category} chip shows only ${category} posts`, async ({ page }) => {
    await openList(page);
    await chip(page, category).click();
    await expect(page).toHaveURL(new RegExp(`/blog/category/${category.toLowerCase()}$`));
    await expect(chip(page, category)).toHaveAttribute("aria-current", "page");
    await expect(chip(page, "All")).not.toHaveAttribute("aria-current");
    const expected = publishedDemoPosts.filter((post) => post.category === category).map((post) => post.title);
    await expect(cards(page).first()).toBeVisible();
    const titles = await cardTitles(page);
    expect(titles.slice(0, expected.length)).toEqual(expected);
    const badges = await cards(page).getByText(category, { exact: true }).count();
    expect(badges).toBe(titles.length);
  });
}

test("Previous and Next move across the pages and stop at the ends", async ({ page }) => {
  await openList(page);
  const previous = page.getByRole("link", { name: "Previous" });
  const next = page.getByRole("link", { name: "Next" });
  await expect(previous).toHaveCount(0);
  const summary = page.getByText(/^Page \d+ of \d+$/);
  const totalPages = Number(((await summary.textContent()) ?? "").split(" of ")[1]);
  expect(totalPages).toBeGreaterThanOrEqual(3);

  await next.click();
  await expect(page).toHaveURL(/\/blog\/page\/2$/);
  await expect(summary).toHaveText(`Page 2 of ${totalPages}`);
  expect(await cardTitles(page)).toEqual(publishedDemoPosts.slice(PAGE_SIZE, 2 * PAGE_SIZE).map((post) => post.title));

  for (let current = 3; current <= totalPages; current += 1) {
    await next.click();
    await expect(summary).toHaveText(`Page ${current} of ${totalPages}`);
  }
  await expect(next).toHaveCount(0);
  await expect(cards(page).first()).toBeVisible();

  await previous.click();
  await expect(summary).toHaveText(`Page ${totalPages - 1} of ${totalPages}`);
});

test("a search with no match shows its empty state, and Clear filters brings every post back", async ({ page }) => {
  await openList(page, "/blog?q=quantum-teleportation-xyz&category=Design");
  await expect(page.getByRole("heading", { name: "No Posts Found" })).toBeVisible();
  await expect(page.getByText("We couldn't find any posts matching your search. Try different keywords?")).toBeVisible();
  await expect(search(page)).toHaveValue("quantum-teleportation-xyz");
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "Clear filters" }).click();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(search(page)).toBeFocused();
  await expect(search(page)).toHaveValue("");
  await expect(chip(page, "All")).toHaveAttribute("aria-current", "page");
  await expect(cards(page)).toHaveCount(PAGE_SIZE);
});

test("the view lives in the URL: back and forward step through it, and a shared URL restores it", async ({ page, context }) => {
  await openList(page);
  await chip(page, "Data").click();
  await expect(page).toHaveURL(/\/blog\/category\/data$/);
  await search(page).fill("platform");
  await expect(page).toHaveURL(/\/blog\/search\?q=platform&category=Data$/);
  expect(await cardTitles(page)).toEqual(["What a data platform owes its users"]);

  await page.goBack();
  await expect(page).toHaveURL(/\/blog\/category\/data$/);
  await expect(search(page)).toHaveValue("");
  await expect(chip(page, "Data")).toHaveAttribute("aria-current", "page");
  const dataTitles = publishedDemoPosts.filter((post) => post.category === "Data").map((post) => post.title);
  expect((await cardTitles(page)).slice(0, dataTitles.length)).toEqual(dataTitles);

  await page.goBack();
  await expect(page).toHaveURL(/\/blog$/);
  await expect(chip(page, "All")).toHaveAttribute("aria-current", "page");
  await expect(cards(page)).toHaveCount(PAGE_SIZE);

  await page.goForward();
  await expect(page).toHaveURL(/\/blog\/category\/data$/);
  await expect(chip(page, "Data")).toHaveAttribute("aria-current", "page");

  const shared = await context.newPage();
  await openList(shared, "/blog?q=cloud&category=data");
  expect(await cardTitles(shared)).toEqual(["FinOps for data teams: pricing every cloud query"]);
  await expect(search(shared)).toHaveValue("cloud");
  await expect(chip(shared, "Data")).toHaveAttribute("aria-current", "page");

  await openList(shared, "/blog?page=2");
  await expect(shared.getByText(/^Page 2 of \d+$/)).toBeVisible();
  expect(await cardTitles(shared)).toEqual(publishedDemoPosts.slice(PAGE_SIZE, 2 * PAGE_SIZE).map((post) => post.title));
});

test("/blog/all lists every published post on one static page", async ({ page }) => {
  const response = await page.goto("/blog/all");
  expect(response?.status()).toBe(200);
  const links = page.getByRole("article").getByRole("link");
  const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")));
  expect(hrefs.slice(0, publishedDemoPosts.length)).toEqual(publishedDemoPosts.map((post) => `/blog/${post.slug}`));
  expect(hrefs).not.toContain("/blog/service-blueprints-for-security-operations");
});

test("the list links to /blog/all and to each article", ANY_VIEWPORT, async ({ page }) => {
  await openList(page);
  await page.getByRole("link", { name: "View all blog articles" }).click();
  await expect(page).toHaveURL(/\/blog\/all$/);
  await page.goBack();
  const first = publishedDemoPosts[0];
  await page.getByRole("link", { name: first?.title }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/${first?.slug}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(first?.title ?? "");
});
