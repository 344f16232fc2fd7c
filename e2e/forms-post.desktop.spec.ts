import { expect, test } from "@playwright/test";
import { presetConsent } from "./support/chrome";

const EMAIL_IN_URL = /[^/?&=]+(@|%40)[^/?&=]+\.[a-z]{2,}/i;

test.describe.configure({ timeout: 240_000 });

// A form without `method="post"` submits as a GET to the page it is on, putting what the visitor
// typed (an address, a phone number) into the address bar, the server's logs and the history.
test("every form on every sitemap page posts to a handler (search forms aside), and no request carries an address in its URL", async ({
  page,
  request,
  context,
  baseURL,
}) => {
  await presetConsent(context, baseURL, "declined");
  const xml = await (await request.get("/sitemap.xml", { maxRetries: 2 })).text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "").pathname);
  expect(paths).toContain("/demo");
  const problems: string[] = [];
  page.on("request", (sent) => {
    if (EMAIL_IN_URL.test(sent.url())) problems.push(`request to ${sent.url()}`);
  });
  for (const pagePath of paths) {
    await page.goto(pagePath);
    const forms = await page.locator("form").evaluateAll((elements) =>
      elements
        .filter((form) => !form.closest("search, [role=search]"))
        .map((form) => ({ method: form.getAttribute("method"), action: form.getAttribute("action") })),
    );
    for (const form of forms) {
      if (form.method?.toLowerCase() !== "post" || !form.action?.startsWith("/api/")) problems.push(`${pagePath}: ${JSON.stringify(form)}`);
    }
  }
  expect(problems).toEqual([]);
});
