import { expect, type Page, test } from "@playwright/test";
import { presetConsent, uniqueEmail } from "./support/chrome";
import { EMAIL_IN_URL, formsNotPosting } from "./support/personal-data";

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
    const html = await (await request.get(pagePath, { maxRetries: 2 })).text();
    forms += (html.match(/<form\b/g) ?? []).length;
    problems.push(...formsNotPosting(html).map((tag) => `${pagePath}: ${tag}`));
  }
  expect(forms).toBeGreaterThan(paths.length);
  expect(problems).toEqual([]);
});

test("the form check flags a form that would send its fields in the URL, and only that", () => {
  const html = [
    '<form method="post" action="/api/newsletter"><input name="email"></form>',
    '<form action="/api/newsletter"><input name="email"></form>',
    '<form method="get" action="/api/demo-requests"></form>',
    '<form method="post" action="/blog"></form>',
    '<form class="x"><input name="email"></form>',
    '<search><form action="/blog/search"><input name="q"></form></search>',
  ].join("");
  expect(formsNotPosting(html)).toEqual([
    '<form action="/api/newsletter">',
    '<form method="get" action="/api/demo-requests">',
    '<form method="post" action="/blog">',
    '<form class="x">',
  ]);
  expect(["/blog?email=ada%40example.com", "/x/ada@example.com", "/blog/search?q=ada%40example.co.uk"].filter((url) => EMAIL_IN_URL.test(url))).toHaveLength(3);
  expect(EMAIL_IN_URL.test("/blog/search?q=at%40home")).toBe(false);
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
