import { expect, type Page, test } from "@playwright/test";
import { presetConsent, uniqueEmail } from "./support/chrome";

const EMAIL_IN_URL = /[^/?&=]+(@|%40)[^/?&=]+\.[a-z]{2,}/i;

test.describe.configure({ timeout: 120_000 });

/** Every request the page makes whose URL carries an email address. */
function addressesInUrls(page: Page): string[] {
  const found: string[] = [];
  page.on("request", (sent) => {
    if (EMAIL_IN_URL.test(sent.url())) found.push(sent.url());
  });
  return found;
}

// A form without `method="post"` submits as a GET to the page it is on, putting what the visitor
// typed (an address, a phone number) into the address bar, the server's logs and the history.
test("every form on every sitemap page posts to a route handler (search forms aside)", async ({ request }) => {
  const xml = await (await request.get("/sitemap.xml", { maxRetries: 2 })).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "").pathname);
  expect(paths).toEqual(expect.arrayContaining(["/demo", "/careers/strategy", "/blog/page/2", "/blog/category/data"]));
  const problems: string[] = [];
  let forms = 0;
  for (const pagePath of paths) {
    const html = (await (await request.get(pagePath, { maxRetries: 2 })).text()).replace(/<search\b[\s\S]*?<\/search>/g, "");
    for (const [tag] of html.matchAll(/<form\b[^>]*>/g)) {
      forms += 1;
      if (!/\smethod="post"/i.test(tag) || !/\saction="\/api\//.test(tag)) problems.push(`${pagePath}: ${tag}`);
    }
  }
  expect(forms).toBeGreaterThan(paths.length);
  expect(problems).toEqual([]);
});

test("no request the enhanced forms make carries an email address in its URL", async ({ page, context, baseURL }) => {
  await presetConsent(context, baseURL, "declined");
  const found = addressesInUrls(page);
  await page.goto("/demo");
  const footer = page.getByRole("contentinfo");
  await footer.getByLabel("Email address").fill(uniqueEmail("url-check"));
  await footer.getByRole("button", { name: "Subscribe" }).click();
  await expect(footer.getByText("Thanks for subscribing! Check your inbox for a welcome email.")).toBeVisible();
  const main = page.getByRole("main");
  await main.getByLabel("Name").fill("Grace Hopper");
  await main.getByLabel("Work email").fill(uniqueEmail("url-check-demo"));
  await main.getByLabel("Company").fill("Navy");
  await main.getByRole("button", { name: "Request a demo" }).click();
  await expect(main.getByRole("heading", { name: "Thanks, Grace Hopper." })).toBeVisible();
  expect(found).toEqual([]);
});
