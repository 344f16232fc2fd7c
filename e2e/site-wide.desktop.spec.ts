import { expect, type Page, test } from "@playwright/test";
import { STATIC_ROUTES } from "@/lib/services/seo/static-routes";
import { publishedDemoPosts } from "./support/blog-posts";

// Visits every route once; runs in the desktop project only (see playwright.config.ts), since the
// policy and the structured data do not depend on the viewport.

const ARTICLE = `/blog/${publishedDemoPosts[0]?.slug}`;

/** The structured data types the site emits, with the properties each must carry. */
const REQUIRED_PROPERTIES: Record<string, string[]> = {
  Organization: ["name", "url", "logo"],
  BreadcrumbList: ["itemListElement"],
  BlogPosting: ["headline", "image", "datePublished", "author", "publisher"],
  JobPosting: ["title", "description", "datePosted", "hiringOrganization"],
};

async function jsonLdBlocks(page: Page): Promise<Array<Record<string, unknown>>> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.flatMap((text) => {
    const parsed = JSON.parse(text) as Record<string, unknown> | Array<Record<string, unknown>>;
    return Array.isArray(parsed) ? parsed : [parsed];
  });
}

async function pagesToVisit(page: Page): Promise<string[]> {
  await page.goto("/careers/engineering");
  const role = await page.locator('a[href^="/apply/"]').first().getAttribute("href");
  return [...STATIC_ROUTES.map((route) => route.path), "/blog", "/blog/all", ARTICLE, "/careers", "/careers/engineering", role ?? "/careers"];
}

test.describe("every page", () => {
  test.describe.configure({ timeout: 240_000 });

  test("carries valid JSON-LD with its required properties", async ({ page }) => {
    const seen = new Set<string>();
    for (const path of await pagesToVisit(page)) {
      await page.goto(path);
      for (const block of await jsonLdBlocks(page)) {
        expect(block["@context"], path).toBe("https://schema.org");
        const type = String(block["@type"]);
        seen.add(type);
        for (const property of REQUIRED_PROPERTIES[type] ?? []) {
          expect(block[property], `${type}.${property} on ${path}`).toBeTruthy();
        }
        if (type === "BreadcrumbList") {
          const items = block.itemListElement as Array<Record<string, unknown>>;
          items.forEach((item, index) => {
            expect(item.position, path).toBe(index + 1);
            expect(item.name, path).toBeTruthy();
          });
        }
      }
    }
    expect([...seen]).toEqual(expect.arrayContaining(["Organization", "BreadcrumbList", "BlogPosting", "JobPosting"]));
  });

  test("runs with the Content Security Policy enforced and no violation", async ({ page }) => {
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(`${page.url()}: ${message.text()}`);
    });
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        console.error(`Refused to load ${event.blockedURI} (${event.violatedDirective})`);
      });
    });
    for (const path of await pagesToVisit(page)) {
      const response = await page.goto(path);
      expect(response?.headers()["content-security-policy"], path).toContain("default-src 'self'");
      await page.waitForLoadState("load");
    }
    expect(violations).toEqual([]);
  });
});
