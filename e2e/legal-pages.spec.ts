// Privacy Policy and Terms: headings, the day-of-reading "Last updated", the Back button's history
// and fallback behaviour and the 12-month liability limit (axe: e2e/axe-sweep.spec.ts).
import { expect, type Page, test } from "@playwright/test";
import { presetConsent } from "./support/chrome";
import { ANY_VIEWPORT } from "./support/viewports";

const LONG_DATE = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

const LEGAL_PAGES = [
  {
    path: "/privacy-policy",
    h1: "Privacy Policy",
    sections: [
      "1. Who is responsible for your data",
      "2. Newsletter",
      "3. Job applications and résumés",
      "4. Demo requests and contacting us",
      "5. Cookies and similar storage",
      "6. Analytics",
      "7. Security and server logs",
      "8. Who we share data with",
      "9. Your rights",
      "10. Changes to this policy",
      "11. Contact",
    ],
  },
  {
    path: "/terms",
    h1: "Terms and Conditions",
    sections: [
      "1. Using the site",
      "2. Our content",
      "3. Job applications",
      "4. Newsletter",
      "5. Links to other sites",
      "6. Availability and changes",
      "7. Limitation of liability",
      "8. Governing law",
      "9. Changes to these terms",
      "10. Contact",
    ],
  },
];

function backLink(page: Page) {
  return page.getByRole("main").getByRole("link", { name: "Back", exact: true });
}

test.beforeEach(async ({ context, baseURL }) => {
  await presetConsent(context, baseURL, "declined");
});

for (const legal of LEGAL_PAGES) {
  test.describe(legal.path, () => {
    test("has its title, numbered sections and a contents list linking to them", ANY_VIEWPORT, async ({ page, baseURL }) => {
      await page.goto(legal.path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(legal.h1);
      await expect(page.getByRole("main").locator("section").getByRole("heading", { level: 2 })).toHaveText(legal.sections);
      const contents = page.getByRole("navigation", { name: "Contents" }).getByRole("link");
      await expect(contents).toHaveText(legal.sections.map((heading) => heading.replace(/^\d+\. /, "")));
      for (const link of await contents.all()) {
        const id = (await link.getAttribute("href"))?.slice(1) ?? "";
        await expect(page.locator(`section#${id}`)).toHaveCount(1);
      }
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}${legal.path}`);
      await expect(page).toHaveTitle(`${legal.h1} | Lexor`);
    });

    test("Last updated shows the reader's today in en-US format", ANY_VIEWPORT, async ({ page }) => {
      // A day far from the build, so only a date computed in the browser can match it.
      await page.clock.setFixedTime(new Date(2031, 2, 4, 10, 30));
      await page.goto(legal.path);
      await expect(page.getByText(/^Last updated:/)).toHaveText("Last updated: March 4, 2031");
      await expect(page.getByText(/^Last updated:/).locator("time")).toHaveAttribute("datetime", "2031-03-04");
    });

    test("the server-rendered Last updated is the day the page was rendered, not a fixed date", ANY_VIEWPORT, async ({ request }) => {
      const html = await (await request.get(legal.path)).text();
      const rendered = html.match(/Last updated: (?:<!-- -->)?<time dateTime="(\d{4}-\d{2}-\d{2})">([^<]+)<\/time>/);
      expect(rendered, "Last updated in the HTML").not.toBeNull();
      const [, isoDay, label] = rendered ?? [];
      expect(label).toBe(LONG_DATE.format(new Date(`${isoDay}T00:00:00Z`)));
      // Rendered at build or at the last hourly refresh: at most a day before now.
      const age = Date.now() - Date.parse(`${isoDay}T00:00:00Z`);
      expect(age).toBeGreaterThanOrEqual(0);
      expect(age).toBeLessThan(2 * 86_400_000);
    });
  });
}

test("Back returns to the previous page after a client-side navigation", async ({ page, baseURL }) => {
  await page.goto("/ai");
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page).toHaveURL(`${baseURL}/privacy-policy`);
  await backLink(page).click();
  await expect(page).toHaveURL(`${baseURL}/ai`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("AI that survives contact with production");
});

test("Back returns to the previous page after a full page load", async ({ page, baseURL }) => {
  await page.goto("/careers");
  await page.goto("/terms");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms and Conditions");
  await backLink(page).click();
  await expect(page).toHaveURL(`${baseURL}/careers`);
});

test("Back goes home when the page was opened first in the tab", async ({ page, baseURL }) => {
  await page.goto("/terms");
  await expect(backLink(page)).toHaveAttribute("href", "/");
  await backLink(page).click();
  await expect(page).toHaveURL(`${baseURL}/`);
});

test("Back stays on the site when the previous page belongs to another origin", async ({ page, baseURL }) => {
  // localhost and 127.0.0.1 are different origins for the browser, though the same server.
  const otherOrigin = (baseURL ?? "").replace("127.0.0.1", "localhost");
  await page.goto(`${otherOrigin}/careers`);
  await page.goto("/privacy-policy");
  await backLink(page).click();
  await expect(page).toHaveURL(`${baseURL}/`);
});

test("Terms limit liability to the amounts paid in the last 12 months", ANY_VIEWPORT, async ({ page }) => {
  await page.goto("/terms");
  const liability = page.getByRole("region", { name: "7. Limitation of liability" });
  await expect(liability).toContainText("limited to the total amount you paid to Lexor in the 12 months before the event giving rise to the claim");
});

test("the Privacy Policy covers the newsletter, résumés, cookies, analytics, retention and rights", ANY_VIEWPORT, async ({ page }) => {
  await page.goto("/privacy-policy");
  await expect(page.getByRole("region", { name: "3. Job applications and résumés" })).toContainText("for 12 months after the recruiting decision");
  const cookies = page.getByRole("region", { name: "5. Cookies and similar storage" });
  for (const name of ["cookieConsent", "lexor_visitor", "_ga"]) await expect(cookies).toContainText(name);
  await expect(page.getByRole("region", { name: "9. Your rights" }).getByRole("listitem")).toHaveCount(7);
  await expect(page.getByRole("region", { name: "11. Contact" })).toContainText("privacy@lexor.example");
});
