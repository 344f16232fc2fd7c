import { expect, type Page, test } from "@playwright/test";
import { signText } from "@/lib/primitives/security/signature";
import { dataLayerEvents, presetConsent, uniqueEmail, waitForMail } from "./support/chrome";
import { FILE_SIGNING_SECRET } from "./support/content";
import { holdRequests } from "./support/hold";
import { watchScripts } from "./support/scripts";
import { ANY_VIEWPORT } from "./support/viewports";
import { expectNoAxeViolations } from "./support/axe";

// API calls use `maxRetries`: a pooled connection the server has just closed as idle answers
// ECONNRESET, which says nothing about the site.
test.beforeEach(async ({ context, baseURL }) => {
  await presetConsent(context, baseURL, "declined");
});

function newsletterForm(page: Page) {
  const footer = page.getByRole("contentinfo");
  return {
    input: footer.getByLabel("Email address"),
    button: footer.locator("form").getByRole("button"),
    message: footer.locator("form [aria-live]"),
  };
}

test("an invalid address is refused in the browser with the spec's message", async ({ page }) => {
  await page.goto("/");
  const form = newsletterForm(page);
  const requests: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/api/newsletter")) requests.push(request.url());
  });
  for (const bad of ["", "ada", "ada@example", "ada @example.com"]) {
    await form.input.fill(bad);
    await form.button.click();
    await expect(form.message).toHaveText("Please enter a valid email.");
    await expect(form.input).toHaveAttribute("aria-invalid", "true");
    await expect(form.input).toBeEditable();
    // The error sends focus to the field it is about.
    await expect(form.input).toBeFocused();
  }
  expect(requests).toEqual([]);
  await form.input.fill("ada@example.com");
  await expect(form.message).toHaveText("");
});

test("the form's code loads when the visitor reaches for it: an address typed and sent before it arrives is subscribed in place", async ({ page }) => {
  const scripts = watchScripts(page);
  await page.goto("/");
  await expect.poll(() => dataLayerEvents(page, "page_view")).toHaveLength(1);
  expect(scripts.count()).toBeGreaterThan(0);
  expect(await scripts.anyHolds("Subscribing...")).toBe(false);

  // Held until the visitor has typed and pressed Enter in the server's form, which stays in place meanwhile.
  const release = await holdRequests(page, "**/_next/static/chunks/**");
  const form = newsletterForm(page);
  await form.input.click();
  await page.keyboard.type(uniqueEmail("on-intent"));
  await page.keyboard.press("Enter");
  expect(await scripts.anyHolds("Subscribing...")).toBe(false);
  release();

  await expect(form.message).toHaveText("Thanks for subscribing! Check your inbox for a welcome email.");
  expect(await scripts.anyHolds("Subscribing...")).toBe(true);
  expect(new URL(page.url()).pathname).toBe("/");
  await expect(form.input).toHaveValue("");
});

test("a new address goes loading, then success with a cleared field, then idle after 3 s; the welcome email arrives", async ({ page }) => {
  await page.clock.install();
  await page.goto("/");
  const release = await holdRequests(page, "**/api/newsletter");
  const form = newsletterForm(page);
  const email = uniqueEmail("welcome");

  await form.input.fill(`  ${email.toUpperCase()} `);
  await form.button.click();
  await expect(form.button).toHaveText("Subscribing...");
  await expect(form.button).toBeDisabled();
  await expect(form.input).not.toBeEditable();
  // From here the page's timers run only when the test says: the 3 s are measured, not raced.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  release();

  await expect(form.message).toHaveText("Thanks for subscribing! Check your inbox for a welcome email.");
  await expect(form.button).toHaveText("Subscribed!");
  await expect(form.button).toBeDisabled();
  await expect(form.input).not.toBeEditable();
  // Locked, not disabled: focus stays on the button that was pressed.
  await expect(form.button).toBeFocused();
  await expect(form.input).toHaveValue("");

  await page.clock.runFor(2_900);
  await expect(form.button).toHaveText("Subscribed!");
  await page.clock.runFor(200);
  await expect(form.button).toHaveText("Subscribe");
  await expect(form.input).toBeEditable();
  await expect(form.message).toHaveText("");

  const mail = await waitForMail((message) => message.to === email);
  expect(mail.subject).toBe("Welcome to Lexor's newsletter");
  expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
  expect(mail.headers["list-unsubscribe"]).toMatch(/^<http:\/\/127\.0\.0\.1:\d+\/api\/newsletter\/unsubscribe\?token=[\w.-]+>$/);
  expect(mail.text).toMatch(/\/unsubscribe\?token=[\w.-]+/);
});

test("an address already subscribed shows Already subscribed! and a disabled Already Subscribed button", async ({ page, request }) => {
  const email = uniqueEmail("exists");
  expect((await request.post("/api/newsletter", { data: { email }, maxRetries: 2 })).status()).toBe(201);

  await page.goto("/");
  const form = newsletterForm(page);
  await form.input.fill(email);
  await form.button.click();
  await expect(form.message).toHaveText("Already subscribed!");
  await expect(form.button).toHaveText("Already Subscribed");
  await expect(form.button).toBeDisabled();
  await expect(form.input).not.toBeEditable();
  await expect(form.input).toHaveValue(email);
  await expect(form.button).toHaveText("Subscribe", { timeout: 5_000 });
});

test("a failure that is not the address says so instead of calling the address invalid", async ({ page, context }) => {
  await page.goto("/");
  const form = newsletterForm(page);
  // An invalid address first, so everything the form needs has loaded before the network goes.
  await form.input.fill("not-an-address");
  await form.button.click();
  await expect(form.message).toHaveText("Please enter a valid email.");
  await form.input.fill(uniqueEmail("offline"));
  await context.setOffline(true);
  await form.button.click();
  await expect(form.message).toHaveText("We couldn't reach our server. Check your connection and try again.");
  await expect(form.message).not.toHaveText("Please enter a valid email.");
  await expect(form.button).toHaveText("Subscribe");
  await expect(form.button).toBeEnabled();
  await context.setOffline(false);
  await form.button.click();
  await expect(form.message).toHaveText("Thanks for subscribing! Check your inbox for a welcome email.");
});

test("the email's link unsubscribes after one confirmation, idempotently; mail clients can one-click", ANY_VIEWPORT, async ({ page, request }) => {
  const email = uniqueEmail("leaving");
  expect((await request.post("/api/newsletter", { data: { email }, maxRetries: 2 })).status()).toBe(201);
  const mail = await waitForMail((message) => message.to === email);
  const link = /(http:\/\/\S+\/unsubscribe\?token=[\w.-]+)/.exec(mail.text ?? "")?.[1] ?? "";

  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Unsubscribe from the newsletter?");
  await expect(page.getByRole("main")).toContainText(email);
  // Opening the page (as a mail scanner would) changed nothing.
  expect((await request.post("/api/newsletter", { data: { email }, maxRetries: 2 })).status()).toBe(409);

  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You're unsubscribed");
  await expect(page.getByRole("main")).toContainText(`${email} will receive no more newsletter emails from Lexor.`);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You're unsubscribed");

  const oneClickUrl = /<(.+)>/.exec(mail.headers["list-unsubscribe"] ?? "")?.[1] ?? "";
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const oneClick = await request.post(oneClickUrl, { form: { "List-Unsubscribe": "One-Click" }, maxRetries: 2 });
    expect(oneClick.status()).toBe(200);
    expect(await oneClick.json()).toEqual({ status: "unsubscribed" });
  }

  // Subscribing again works: the address was kept as unsubscribed, not deleted.
  expect((await request.post("/api/newsletter", { data: { email }, maxRetries: 2 })).status()).toBe(201);
  const oneClick = await request.post(oneClickUrl, { form: { "List-Unsubscribe": "One-Click" }, maxRetries: 2 });
  expect(oneClick.status()).toBe(200);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You're unsubscribed");
});

test("links carry an opaque token, and a link sent before them (the address in base64) still unsubscribes", ANY_VIEWPORT, async ({ page, request }) => {
  const email = uniqueEmail("old-link");
  expect((await request.post("/api/newsletter", { data: { email }, maxRetries: 2 })).status()).toBe(201);
  const mail = await waitForMail((message) => message.to === email);
  const token = /\/unsubscribe\?token=([\w.-]+)/.exec(mail.text ?? "")?.[1] ?? "";
  expect(token).toMatch(/^[\w-]{40,}$/);
  expect(Buffer.from(token, "base64url").toString("latin1")).not.toContain(email.split("@")[0]);
  expect(mail.headers["list-unsubscribe"]).not.toContain(Buffer.from(email).toString("base64url").slice(0, 12));

  const oldToken = `${Buffer.from(email).toString("base64url")}.${signText(FILE_SIGNING_SECRET, "newsletter-unsubscribe/v1", email)}`;
  await page.goto(`/unsubscribe?token=${oldToken}`);
  await expect(page.getByRole("main")).toContainText(email);
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You're unsubscribed");
  // Unsubscribed, so subscribing again is welcomed (201) rather than "already subscribed" (409).
  expect((await request.post("/api/newsletter", { data: { email }, maxRetries: 2 })).status()).toBe(201);
});

test("a tampered unsubscribe link is refused", ANY_VIEWPORT, async ({ page, request }) => {
  const token = `${Buffer.from("someone@example.com").toString("base64url")}.${"A".repeat(43)}`;
  await page.goto(`/unsubscribe?token=${token}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("This unsubscribe link is not valid");
  const response = await request.post(`/api/newsletter/unsubscribe?token=${token}`, { form: { "List-Unsubscribe": "One-Click" }, maxRetries: 2 });
  expect(response.status()).toBe(400);
  expect(await response.json()).toEqual({ error: "This unsubscribe link is not valid." });
});

test("the newsletter endpoint validates with the form's rule and refuses malformed requests", ANY_VIEWPORT, async ({ request }) => {
  const post = (data: string, contentType = "application/json") =>
    request.post("/api/newsletter", { data, headers: { "content-type": contentType }, maxRetries: 2 });
  expect((await post('{"email":"a@b.co"}', "text/plain")).status()).toBe(415);
  expect((await post('{"email":')).status()).toBe(400);
  expect((await post('{"email":42}')).status()).toBe(400);
  const invalid = await post('{"email":"not-an-address"}');
  expect(invalid.status()).toBe(400);
  expect(await invalid.json()).toMatchObject({ details: { fields: { email: "Please enter a valid email." } } });
  expect((await post(`{"email":"${uniqueEmail("x")}","list":"all"}`)).status()).toBe(400);
  expect((await post(JSON.stringify({ email: `${"a".repeat(3000)}@example.com` }))).status()).toBe(413);

  const email = uniqueEmail("case");
  expect((await post(JSON.stringify({ email: `  ${email.toUpperCase()}  ` }))).status()).toBe(201);
  const again = await post(JSON.stringify({ email }));
  expect(again.status()).toBe(409);
  expect(await again.json()).toEqual({ status: "exists", error: "Already subscribed!" });
});

test("the newsletter form and the unsubscribe page have no axe violations", async ({ page }) => {
  await page.goto("/");
  const form = newsletterForm(page);
  await form.input.fill("nope");
  await form.button.click();
  await expect(form.message).toHaveText("Please enter a valid email.");
  await expectNoAxeViolations(page, ["footer"]);
  await page.goto("/unsubscribe?token=nonsense");
  await expectNoAxeViolations(page, ["main"]);
});

test("a server error says so and leaves the valid address unmarked", async ({ page }) => {
  await page.goto("/");
  const form = newsletterForm(page);
  await page.route("**/api/newsletter", (route) => route.fulfill({ status: 500, contentType: "application/json", body: "{}" }));
  await form.input.fill(uniqueEmail("server-error"));
  await form.button.click();
  await expect(form.message).toHaveText("Something went wrong on our side. Please try again in a moment.");
  await expect(form.input).not.toHaveAttribute("aria-invalid", "true");
});
