import { expect, type Page, test } from "@playwright/test";
import { dataLayerEvents, presetConsent } from "./support/chrome";
import { ANY_VIEWPORT } from "./support/viewports";

const BANNER_TEXT =
  "We use cookies to enhance your browsing experience, serve personalized content, and analyze our traffic. By clicking “Accept All”, you consent to our use of cookies.";

const banner = (page: Page) => page.getByRole("dialog", { name: "Cookie Preferences" });

async function consentCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === "cookieConsent");
}

/** The cookie must be the spec's: 7 days, site root, secure only, same-site strict. */
async function expectSpecCookie(page: Page, value: "accepted" | "declined") {
  const cookie = await consentCookie(page);
  expect(cookie).toMatchObject({ value, path: "/", secure: true, sameSite: "Strict", httpOnly: false });
  const sevenDays = 7 * 24 * 60 * 60;
  expect(Math.abs((cookie?.expires ?? 0) - (Date.now() / 1000 + sevenDays))).toBeLessThan(120);
}

for (const [choice, value] of [
  ["Accept All", "accepted"],
  ["Decline", "declined"],
  ["Close and decline cookies", "declined"],
] as const) {
  test(`${choice} stores ${value} and the banner does not come back`, async ({ page }) => {
    await page.goto("/");
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toContainText(BANNER_TEXT);
    await expect(banner(page).getByRole("button")).toHaveText(["Close and decline cookies", "Accept All", "Decline"]);
    expect(await consentCookie(page)).toBeUndefined();

    await banner(page).getByRole("button", { name: choice, exact: true }).click();
    await expect(banner(page)).toBeHidden();
    await expectSpecCookie(page, value);

    await page.reload();
    // Once page_view is logged the page is hydrated: a banner would have appeared by then.
    await expect.poll(() => dataLayerEvents(page, "page_view")).toHaveLength(1);
    await expect(banner(page)).toBeHidden();
    await page.goto("/unsubscribe");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(banner(page)).toBeHidden();
  });
}

test("the banner is a fixed card in the bottom-right corner that moves nothing, and keeps its own height free at the end of the page without a script writing layout", async ({
  page,
}) => {
  await page.goto("/");
  await expect(banner(page)).toBeVisible();
  expect(await page.evaluate(() => [document.documentElement.getAttribute("style"), document.body.getAttribute("style")])).toEqual([null, null]);
  expect(await banner(page).evaluate((element) => getComputedStyle(element).position)).toBe("fixed");
  const box = await banner(page).boundingBox();
  const viewport = page.viewportSize() ?? { width: 0, height: 0 };
  expect(viewport.width - ((box?.x ?? 0) + (box?.width ?? 0))).toBeLessThanOrEqual(24);
  expect(viewport.height - ((box?.y ?? 0) + (box?.height ?? 0))).toBeLessThanOrEqual(24);

  const layout = () =>
    page.evaluate(() => ({
      height: document.documentElement.scrollHeight,
      main: document.querySelector("main")?.getBoundingClientRect().toJSON(),
      footer: document.querySelector("footer")?.getBoundingClientRect().toJSON(),
    }));
  const withBanner = await layout();
  await banner(page).getByRole("button", { name: "Decline", exact: true }).click();
  await expect(banner(page)).toBeHidden();
  const without = await layout();
  // Nothing on the page moved; the room kept after the footer (so the page's last controls can be
  // scrolled clear of the card) went with the card.
  expect(without.main).toEqual(withBanner.main);
  expect(without.footer).toEqual(withBanner.footer);
  expect(withBanner.height - without.height).toBeGreaterThanOrEqual(Math.floor(box?.height ?? 0));
});

test("the banner is not in the server's HTML, so a visitor who chose never sees it flash", ANY_VIEWPORT, async ({ request }) => {
  const html = await (await request.get("/", { maxRetries: 2 })).text();
  expect(html).not.toContain("Cookie Preferences");
});

test("Cookie preferences in the footer brings the banner back to change the choice", async ({ page, context, baseURL }) => {
  await presetConsent(context, baseURL, "accepted");
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(banner(page)).toBeHidden();
  const preferences = page.getByRole("contentinfo").getByRole("button", { name: "Cookie preferences" });
  await preferences.click();
  await expect(banner(page)).toBeVisible();
  await expect(banner(page)).toBeFocused();
  await banner(page).getByRole("button", { name: "Decline", exact: true }).click();
  await expect(banner(page)).toBeHidden();
  await expect(preferences).toBeFocused();
  await expectSpecCookie(page, "declined");
});
