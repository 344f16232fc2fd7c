import { expect, type Page, test } from "@playwright/test";
import { openMainNav, presetConsent } from "./support/chrome";

// Links prefetch the route a visitor shows intent for, not every route in view: a phone loading a
// page should not also load the pages its menus and cards point at.

/** The paths of every route prefetch (an RSC request made before any navigation) the page sends. */
function recordPrefetches(page: Page): string[] {
  const paths: string[] = [];
  page.on("request", (request) => {
    if (request.headers()["next-router-prefetch"] === "1") paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

test("a loaded page prefetches nothing until the visitor points at or focuses a link", async ({ page, context, baseURL }) => {
  await presetConsent(context, baseURL, "declined");
  const prefetched = recordPrefetches(page);
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  expect(prefetched).toEqual([]);

  const nav = await openMainNav(page);
  await nav.getByRole("link", { name: "Careers" }).hover();
  await expect.poll(() => prefetched).toContain("/careers");
  expect(prefetched).not.toContain("/blog");

  await nav.getByRole("link", { name: "Blog" }).focus();
  await expect.poll(() => prefetched).toContain("/blog");
});
