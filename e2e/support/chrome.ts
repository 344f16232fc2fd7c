import { type BrowserContext, expect, type Locator, type Page } from "@playwright/test";

export const WIDE_LAYOUT_QUERY = "(min-width: 768px) and (min-height: 820px)";

/** Stores a cookie choice before the first visit, so the banner stays out of tests about other things. */
export async function presetConsent(context: BrowserContext, baseURL: string | undefined, value: "accepted" | "declined") {
  await context.addCookies([{ name: "cookieConsent", value, url: baseURL ?? "http://127.0.0.1:3100", secure: true, sameSite: "Strict" }]);
}

export async function isWideLayout(page: Page): Promise<boolean> {
  return page.evaluate((query) => window.matchMedia(query).matches, WIDE_LAYOUT_QUERY);
}

/** The visible main nav: the left nav on wide screens, otherwise the drawer, opened. */
export async function openMainNav(page: Page): Promise<Locator> {
  if (!(await isWideLayout(page))) {
    await page.getByRole("link", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
  }
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav).toBeVisible();
  return nav;
}

/** What `window.dataLayer` holds, filtered to one event name. */
export async function dataLayerEvents(page: Page, event: string): Promise<Array<Record<string, unknown>>> {
  return page.evaluate(
    (name) => (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === name) as Array<Record<string, unknown>>,
    event,
  );
}

export { uniqueEmail, waitForMail } from "./mail";
