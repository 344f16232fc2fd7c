import { expect, test } from "@playwright/test";

test("the home page shows the hero and the seeded platforms", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("AI infrastructure for the companies of tomorrow");
  const platforms = page.getByRole("region", { name: "Platforms" }).getByRole("listitem");
  await expect(platforms).toHaveCount(3);
  await expect(platforms.filter({ hasText: "Thestral" }).getByRole("link")).toHaveAttribute("href", "/thestral");
  await expect(platforms.filter({ hasText: "Thestral" })).toContainText("2.4/1");
  await expect(platforms.filter({ hasText: "Atlas" })).toContainText("1/1");
});

test("the health check reports every adapter", async ({ request }) => {
  const response = await request.get("/api/health");
  expect(response.status()).toBe(200);
  const body = await response.json();
  expect(body.checks).toMatchObject({
    documents: { adapter: "sqlite", ok: true },
    files: { adapter: "local", ok: true },
  });
});
