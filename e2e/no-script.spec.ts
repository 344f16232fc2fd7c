import { expect, type Page, test } from "@playwright/test";
import { pdfBytes } from "@/tests/support/careers-fixtures";
import { COLLECTIONS } from "@/lib/services/collections";
import { likeKey } from "@/lib/features/blog/counters";
import { createTestPost, publishedDemoPosts } from "./support/blog-posts";
import { EMAIL_IN_URL } from "./support/personal-data";
import { applicationCount, e2eDocuments, HIRING_TEAM_EMAIL, storedResumeCount, uniqueEmail, waitForMail } from "./support/careers";
import { ANY_VIEWPORT } from "./support/viewports";

// The site with JavaScript off: every form posts to its route handler and lands on a page that
// says what happened. These tests count stored résumés and applications: they run in the serial projects.
test.use({ javaScriptEnabled: false });
test.describe.configure({ timeout: 90_000 });

/** Every request the page makes, so a test can check that no address travels in a URL. */
function requestUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => urls.push(request.url()));
  return urls;
}

test("subscribing from the footer lands on a page that says so, and stores the address", ANY_VIEWPORT, async ({ page }) => {
  const urls = requestUrls(page);
  const email = uniqueEmail("no-script");
  await page.goto("/blog");
  const footer = page.getByRole("contentinfo");
  await footer.getByLabel("Email address").fill(email);
  await footer.getByRole("button", { name: "Subscribe" }).click();
  await expect(page).toHaveURL(/\/forms\/newsletter$/);
  await expect(page.getByRole("main").getByRole("status")).toHaveText("Thanks for subscribing! Check your inbox for a welcome email.");
  expect(await e2eDocuments().get(COLLECTIONS.newsletters, email)).toMatchObject({ email, status: "active" });
  await waitForMail((mail) => mail.to === email);

  await page.goto("/");
  await footer.getByLabel("Email address").fill(email);
  await footer.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText("Already subscribed!");
  expect(urls.filter((url) => EMAIL_IN_URL.test(url))).toEqual([]);
});

test("an invalid address comes back with the error beside the field and the input kept", ANY_VIEWPORT, async ({ page }) => {
  await page.goto("/");
  await page.getByRole("contentinfo").getByLabel("Email address").fill("not-an-address");
  await page.getByRole("contentinfo").getByRole("button", { name: "Subscribe" }).click();
  await expect(page).toHaveURL(/\/forms\/newsletter$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your subscription needs another look");
  const field = page.getByRole("main").getByLabel("Email address");
  await expect(field).toHaveValue("not-an-address");
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription("Please enter a valid email.");
});

test("Request a Demo leads to the demo page, whose form stores the request and emails sales", ANY_VIEWPORT, async ({ page }) => {
  const email = uniqueEmail("no-script-demo");
  await page.goto("/get-started");
  await page.getByRole("main").getByRole("link", { name: "Request a Demo" }).first().click();
  await expect(page).toHaveURL(/\/demo$/);
  const main = page.getByRole("main");
  await main.getByRole("button", { name: "Request a demo" }).click();
  await expect(page).toHaveURL(/\/forms\/demo-request$/);
  await expect(main.getByLabel("Name")).toHaveAccessibleDescription("Name is required.");

  await main.getByLabel("Name").fill("Grace Hopper");
  await main.getByLabel("Work email").fill(email);
  await main.getByLabel("Company").fill("Navy");
  await main.getByRole("button", { name: "Request a demo" }).click();
  await expect(page).toHaveURL(/\/forms\/demo-request$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thanks, Grace Hopper.");
  await expect(main).toContainText(email);
  const mail = await waitForMail((message) => message.replyTo === email);
  expect(mail.to).toBe("sales@lexor.example");
});

test("applies with a real PDF in one post: the application, the résumé and both emails are stored", ANY_VIEWPORT, async ({ page }, testInfo) => {
  const urls = requestUrls(page);
  const applicant = { name: `Ada No-Script ${testInfo.project.name}`, email: uniqueEmail("no-script-ada"), phone: "+44 20 7946 0000" };
  await page.goto("/careers/strategy");
  const form = page.getByRole("region", { name: "Apply Now" });
  const [resumes, applications] = [storedResumeCount(), await applicationCount()];

  await form.getByLabel("Full Name").fill(applicant.name);
  await expect(form.getByRole("button", { name: "Submit Application" })).toBeEnabled();
  await form.getByRole("button", { name: "Submit Application" }).click();
  await expect(page).toHaveURL(/\/forms\/application$/);
  const again = page.getByRole("main");
  await expect(again.getByLabel("Full Name")).toHaveValue(applicant.name);
  await expect(again.getByLabel("Email", { exact: true })).toHaveAccessibleDescription("Please enter a valid email.");
  await expect(again.getByLabel("Resume")).toHaveAccessibleDescription(/Please upload your resume before submitting\./);
  expect([storedResumeCount(), await applicationCount()]).toEqual([resumes, applications]);

  await again.getByLabel("Role").selectOption({ index: 1 });
  await again.getByLabel("Email", { exact: true }).fill(applicant.email);
  await again.getByLabel("Phone Number").fill(applicant.phone);
  await again.getByLabel("Resume").setInputFiles({ name: "resume.pdf", mimeType: "application/pdf", buffer: pdfBytes(applicant.email) });
  await again.getByRole("button", { name: "Submit Application" }).click();
  await expect(page).toHaveURL(/\/forms\/application$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Application submitted");
  expect([storedResumeCount(), await applicationCount()]).toEqual([resumes + 1, applications + 1]);
  const confirmation = await waitForMail((mail) => mail.envelope.to.includes(applicant.email));
  expect(confirmation.text).toContain(`Hi ${applicant.name},`);
  const notification = await waitForMail((mail) => mail.envelope.to.includes(HIRING_TEAM_EMAIL) && (mail.text ?? "").includes(applicant.email));
  expect(notification.text).toMatch(/\/api\/files\/resumes\/\d+-[0-9a-f]{8}\.pdf/);
  expect(urls.filter((url) => EMAIL_IN_URL.test(url))).toEqual([]);
});

test("the email's link unsubscribes with the page's button", ANY_VIEWPORT, async ({ page, request }) => {
  const email = uniqueEmail("no-script-leaving");
  expect((await request.post("/api/newsletter", { data: { email }, maxRetries: 2 })).status()).toBe(201);
  const mail = await waitForMail((message) => message.to === email);
  await page.goto(/(http:\/\/\S+\/unsubscribe\?token=[\w.-]+)/.exec(mail.text ?? "")?.[1] ?? "");
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You're unsubscribed");
  expect(await e2eDocuments().get(COLLECTIONS.newsletters, email)).toMatchObject({ status: "unsubscribed" });
});

test(
  "Like toggles without scripts: on, then off, the article showing the count and pressed state after each post",
  ANY_VIEWPORT,
  async ({ page, context }, testInfo) => {
    const post = await createTestPost(testInfo);
    const like = page.getByRole("button", { name: /Like this article/ });
    await page.goto(`/blog/${post.slug}`);
    await expect(like).toHaveAttribute("aria-pressed", "false");
    await like.click();
    await expect(page).toHaveURL(new RegExp(`/blog/${post.slug}$`));
    await expect(like).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByTestId("like-count")).toHaveText("1");
    const visitor = (await context.cookies()).find((cookie) => cookie.name === "lexor_visitor")?.value ?? "";
    expect(visitor).not.toBe("");
    expect(await e2eDocuments().get(COLLECTIONS.blogLikes, likeKey(post.id, visitor))).toMatchObject({ postId: post.id });
    expect(await e2eDocuments().get(COLLECTIONS.blogs, post.id)).toMatchObject({ likes: 1 });
    await expect(page.getByRole("link", { name: "Share on LinkedIn (opens in a new tab)" })).toBeVisible();

    await like.click();
    await expect(page).toHaveURL(new RegExp(`/blog/${post.slug}$`));
    await expect(like).toHaveAttribute("aria-pressed", "false");
    await expect(page.getByTestId("like-count")).toHaveText("0");
    expect(await e2eDocuments().get(COLLECTIONS.blogs, post.id)).toMatchObject({ likes: 0 });

    await context.clearCookies({ name: "lexor-like-outcome" });
    await page.goto(`/blog/${post.slug}`);
    await expect(like).toHaveAttribute("aria-pressed", "false");
  },
);

test("Contact Sales leads to the demo page and the footer's Contact to the contact section; no control is left inert", ANY_VIEWPORT, async ({ page }) => {
  await page.goto("/get-started");
  await page.getByRole("article", { name: "Start Building" }).getByRole("link", { name: "Contact Sales" }).click();
  await expect(page).toHaveURL(/\/demo$/);
  await expect(page.getByRole("main").getByRole("button", { name: "Request a demo" })).toBeVisible();

  await page.getByRole("contentinfo").getByRole("link", { name: "Contact", exact: true }).click();
  await expect(page).toHaveURL(/\/#contact$/);
  await expect(page.getByRole("heading", { level: 2, name: "Tell us what you are working on" })).toBeInViewport();

  // Buttons that only scripts could make work are hidden without them (Platforms controls a submenu its hover and focus open).
  for (const path of ["/", "/insights/cloud-transformation"]) {
    await page.goto(path);
    const inert = page.locator('button[type="button"]:not([aria-controls]):visible');
    await expect(inert, path).toHaveCount(0);
  }
});

test("the wide nav's Platforms submenu opens on hover and focus, its button claiming no state it does not hold", ANY_VIEWPORT, async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/ai");
  const nav = page.getByRole("navigation", { name: "Main" });
  const platforms = nav.getByRole("button", { name: "Platforms" });
  const thestral = nav.getByRole("link", { name: /Thestral/ });
  await expect(thestral).toBeHidden();
  await platforms.hover();
  await expect(thestral).toBeVisible();
  await expect(platforms).not.toHaveAttribute("aria-expanded", "false");
  await page.mouse.move(900, 600);
  await expect(thestral).toBeHidden();
  await platforms.focus();
  await expect(thestral).toBeVisible();
  await expect(platforms).not.toHaveAttribute("aria-expanded", "false");
  await page.keyboard.press("Tab");
  await expect(thestral).toBeFocused();
  await expect(platforms).not.toHaveAttribute("aria-expanded", "false");
});

test("Open menu at 390 px leads to the menu page", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await page.getByRole("link", { name: "Open menu" }).click();
  await expect(page).toHaveURL(/\/menu$/);
  const menu = page.getByRole("navigation", { name: "Menu" });
  await expect(menu.getByRole("link")).toHaveText([/Thestral/, "Blog", "Careers", "Get Started", "Start Building"]);
  await menu.getByRole("link", { name: "Careers" }).click();
  await expect(page).toHaveURL(/\/careers$/);
});

test("the blog pages, filters by category and searches at addresses the server renders", ANY_VIEWPORT, async ({ page }) => {
  const titles = () =>
    page
      .getByRole("region", { name: /^Articles/ })
      .getByRole("article")
      .getByRole("heading")
      .allInnerTexts();
  const canonical = page.locator('link[rel="canonical"]');
  await page.goto("/blog");
  await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/blog\/page\/2$/);
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
  await expect(canonical).toHaveAttribute("href", /\/blog\/page\/2$/);
  expect(await titles()).toEqual(publishedDemoPosts.slice(6, 12).map((post) => post.title));

  await page.getByRole("navigation", { name: "Categories" }).getByRole("link", { name: "Data", exact: true }).click();
  await expect(page).toHaveURL(/\/blog\/category\/data$/);
  await expect(canonical).toHaveAttribute("href", /\/blog\/category\/data$/);
  const data = publishedDemoPosts.filter((post) => post.category === "Data").map((post) => post.title);
  expect((await titles()).slice(0, data.length)).toEqual(data.slice(0, 6));

  await page.getByRole("searchbox", { name: "Search articles" }).fill("cloud");
  await page.getByRole("searchbox", { name: "Search articles" }).press("Enter");
  await expect(page).toHaveURL(/\/blog\/search\?category=Data&q=cloud$/);
  expect(await titles()).toEqual(["FinOps for data teams: pricing every cloud query"]);
});
