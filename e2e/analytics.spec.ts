import { expect, type Page, test } from "@playwright/test";
import { dataLayerEvents, openMainNav, presetConsent } from "./support/chrome";
import { ANY_VIEWPORT } from "./support/viewports";
import { watchScripts } from "./support/scripts";

// The e2e build carries a fake Firebase web config (playwright.config.ts), so Analytics would
// start if the consent gate let it. These are the hosts it would contact.
const GOOGLE_HOSTS = /googletagmanager\.com|google-analytics\.com|analytics\.google\.com|firebase(installations)?\.googleapis\.com/;

/** Records (and fails fast) every request to Google's analytics hosts; the machine has no route there anyway. */
async function watchGoogleRequests(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.route(GOOGLE_HOSTS, async (route) => {
    seen.push(route.request().url());
    await route.abort("internetdisconnected");
  });
  return seen;
}

/** An hour of the page's timers, on the clock installed before it loaded: a long visit, at once. */
async function stayAnHour(page: Page) {
  await page.clock.runFor(60 * 60_000);
}

test("page_view is logged on the first load and on every route change, with path, title and location", ANY_VIEWPORT, async ({ page, context, baseURL }) => {
  await presetConsent(context, baseURL, "declined");
  await page.goto("/");
  await expect
    .poll(() => dataLayerEvents(page, "page_view"))
    .toEqual([{ event: "page_view", page_path: "/", page_title: await page.title(), page_location: `${baseURL}/` }]);

  // A client-side route change: the breadcrumb on /unsubscribe back home, then again.
  await page.goto("/unsubscribe?token=x");
  await expect.poll(() => dataLayerEvents(page, "page_view")).toHaveLength(1);
  await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Home" }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect.poll(() => dataLayerEvents(page, "page_view")).toHaveLength(2);
  const [first, second] = await dataLayerEvents(page, "page_view");
  expect(first).toMatchObject({ page_path: "/unsubscribe", page_title: "Unsubscribe | Lexor", page_location: `${baseURL}/unsubscribe?token=x` });
  expect(second).toEqual({ event: "page_view", page_path: "/", page_title: await page.title(), page_location: `${baseURL}/` });
  expect(second?.page_title).not.toBe(first?.page_title);
});

test("navigation_click names the nav item", async ({ page, context, baseURL }) => {
  await presetConsent(context, baseURL, "declined");
  await page.goto("/unsubscribe");
  const nav = await openMainNav(page);
  await nav.getByRole("button", { name: "Platforms" }).click();
  await nav.getByRole("link", { name: "Get Started" }).click();
  await expect(page.getByRole("dialog", { name: "Schedule a Demo" })).toBeVisible();
  expect(await dataLayerEvents(page, "navigation_click")).toEqual([
    { event: "navigation_click", section_name: "Platforms" },
    { event: "navigation_click", section_name: "Get Started" },
  ]);
});

test("nothing is requested from Google before consent; Accept All starts Firebase Analytics", ANY_VIEWPORT, async ({ page }) => {
  const google = await watchGoogleRequests(page);
  await page.clock.install();
  await page.goto("/");
  await expect(page.getByRole("dialog", { name: "Cookie Preferences" })).toBeVisible();
  await page.goto("/unsubscribe");
  await (await openMainNav(page)).getByRole("button", { name: "Platforms" }).click();
  await expect.poll(() => dataLayerEvents(page, "page_view")).toHaveLength(1);
  await stayAnHour(page);
  expect(google).toEqual([]);
  expect(await page.evaluate(() => typeof window.lexorAnalyticsSink)).toBe("undefined");

  await page.reload();
  await page.getByRole("dialog", { name: "Cookie Preferences" }).getByRole("button", { name: "Accept All" }).click();
  await expect.poll(() => google.length, { timeout: 15_000 }).toBeGreaterThan(0);
  expect(await page.evaluate(() => typeof window.lexorAnalyticsSink)).toBe("function");
});

test("the Firebase backend's own code loads only after consent, not with the page", ANY_VIEWPORT, async ({ page }) => {
  await watchGoogleRequests(page);
  const scripts = watchScripts(page);
  await page.goto("/");
  const banner = page.getByRole("dialog", { name: "Cookie Preferences" });
  await expect(banner).toBeVisible();
  expect(scripts.count()).toBeGreaterThan(0);
  expect(await scripts.anyHolds("firebaseDataLayer")).toBe(false);

  await banner.getByRole("button", { name: "Accept All" }).click();
  await expect.poll(() => scripts.anyHolds("firebaseDataLayer"), { timeout: 15_000 }).toBe(true);
});

test("a visitor who accepted earlier gets Analytics from the first page", ANY_VIEWPORT, async ({ page, context, baseURL }) => {
  await presetConsent(context, baseURL, "accepted");
  const google = await watchGoogleRequests(page);
  await page.goto("/");
  await expect.poll(() => google.length, { timeout: 15_000 }).toBeGreaterThan(0);
});

test("after Decline nothing is requested from Google, however long the visit", ANY_VIEWPORT, async ({ page }) => {
  const google = await watchGoogleRequests(page);
  await page.clock.install();
  await page.goto("/");
  await page.getByRole("dialog", { name: "Cookie Preferences" }).getByRole("button", { name: "Decline", exact: true }).click();
  await page.goto("/unsubscribe");
  await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Home" }).click();
  await expect.poll(() => dataLayerEvents(page, "page_view")).toHaveLength(2);
  await stayAnHour(page);
  expect(google).toEqual([]);
  expect(await page.evaluate(() => typeof window.lexorAnalyticsSink)).toBe("undefined");
});

test("withdrawing consent later stops sending at once", ANY_VIEWPORT, async ({ page, context, baseURL }) => {
  await presetConsent(context, baseURL, "accepted");
  await page.goto("/");
  await expect.poll(() => page.evaluate(() => typeof window.lexorAnalyticsSink)).toBe("function");
  await page.getByRole("contentinfo").getByRole("button", { name: "Cookie preferences" }).click();
  await page.getByRole("dialog", { name: "Cookie Preferences" }).getByRole("button", { name: "Decline", exact: true }).click();
  expect(await page.evaluate(() => typeof window.lexorAnalyticsSink)).toBe("undefined");
});
