import { expect, test } from "@playwright/test";
import { ANY_VIEWPORT } from "./support/viewports";

test("the home page shows the hero and the seeded platforms", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("AI infrastructure for the companies of tomorrow");
  const platforms = page.getByRole("region", { name: "Platforms" }).getByRole("listitem");
  await expect(platforms).toHaveCount(3);
  await expect(platforms.filter({ hasText: "Thestral" }).getByRole("link")).toHaveAttribute("href", "/thestral");
  await expect(platforms.filter({ hasText: "Thestral" })).toContainText("2.4/1");
  await expect(platforms.filter({ hasText: "Atlas" })).toContainText("1/1");
});

test("the lower sections and the footer are laid out only near the viewport, and a jump still lands on its target", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/");
  const rendered = (selector: string) =>
    page.locator(selector).evaluate((element) => element.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }) ?? false);
  for (const selector of ["section#platforms", "section#about", "section#contact", "footer"]) {
    await expect(page.locator(selector)).toHaveCSS("content-visibility", "auto");
  }
  expect(await rendered("footer")).toBe(false);
  await page.getByRole("contentinfo").getByRole("link", { name: "Contact", exact: true }).click();
  await expect(page).toHaveURL(/\/#contact$/);
  await expect.poll(() => page.evaluate(() => Math.round(document.getElementById("contact")?.getBoundingClientRect().top ?? -1))).toBe(120);
  await expect.poll(() => rendered("section#contact")).toBe(true);
});

test("liveness answers with no details and readiness names every adapter's state", ANY_VIEWPORT, async ({ request }) => {
  const live = await request.get("/api/health");
  expect(live.status()).toBe(200);
  expect(await live.json()).toEqual({ status: "ok" });
  const ready = await request.get("/api/ready");
  expect(ready.status()).toBe(200);
  expect(await ready.json()).toEqual({
    status: "ready",
    adapters: {
      documents: { adapter: "sqlite", state: "up" },
      files: { adapter: "local", state: "up" },
      mail: { adapter: "smtp", state: "up" },
    },
  });
});
