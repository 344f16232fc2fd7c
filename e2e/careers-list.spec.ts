import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { dataLayerEvents } from "./support/chrome";

// The careers list counts every hiring department in the database, so this spec runs in the serial
// projects (playwright.config.ts), never beside e2e/content-departments.spec.ts, which adds one.
test.beforeEach(async ({ context, baseURL }) => {
  // The cookie banner (chrome) is not what these tests look at; a stored choice keeps it closed.
  await context.addCookies([{ name: "cookieConsent", value: "declined", url: baseURL ?? "" }]);
});

test.describe("careers list", () => {
  test("shows a card per department with counts, +N more, and a disabled link for the one not hiring", async ({ page }) => {
    await page.goto("/careers");
    await expect(page).toHaveTitle(/10 open positions in 3 departments/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /10 open positions in 3 departments/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Open Positions");
    const openings = page.getByRole("region", { name: "Current Openings" });
    await expect(openings.getByRole("heading", { level: 2 })).toHaveText("Current Openings");

    const cards = openings.getByRole("article");
    await expect(cards).toHaveCount(4);
    const engineering = cards.filter({ has: page.getByRole("heading", { name: "Engineering" }) });
    await expect(engineering).toContainText("5 open positions");
    await expect(engineering.getByRole("listitem")).toHaveText(["Senior Platform Engineer", "Cloud Infrastructure Engineer", "Full Stack Engineer"]);
    await expect(engineering).toContainText("+2 more positions");
    await expect(engineering.getByRole("link", { name: "View Positions in Engineering" })).toHaveAttribute("href", "/careers/engineering");

    const strategy = cards.filter({ has: page.getByRole("heading", { name: "Strategy" }) });
    await expect(strategy).toContainText("2 open positions");
    await expect(strategy).not.toContainText("more position");

    const design = cards.filter({ has: page.getByRole("heading", { name: "Design" }) });
    await expect(design).toContainText("Not hiring right now");
    await expect(design).toContainText("View Positions");
    await expect(design.getByRole("link")).toHaveCount(0);
    // Tabbing through the page never lands inside the Design card.
    const focusable = await design.evaluate((card) => card.querySelectorAll("a[href], button, input, select, textarea, [tabindex]").length);
    expect(focusable).toBe(0);

    await expectNoAxeViolations(page);
  });

  test("records view_opportunities, then select_department on the way to a department", async ({ page }) => {
    await page.goto("/careers");
    await expect.poll(() => dataLayerEvents(page, "view_opportunities")).toEqual([{ event: "view_opportunities", total_departments: 3, total_positions: 10 }]);
    await page.getByRole("link", { name: "View Positions in Data & AI" }).click();
    await expect(page).toHaveURL(/\/careers\/data-ai$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Data & AI");
    expect(await dataLayerEvents(page, "select_department")).toEqual([
      {
        event: "select_department",
        department_id: "data-ai",
        department_name: "Data & AI",
        position_count: 3,
        is_active: true,
      },
    ]);
  });
});
