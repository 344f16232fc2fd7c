import fs from "node:fs";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { e2eDocuments } from "./support/careers";
import { invitedByAdmin, signIn } from "./support/staff";

// An editor, with scripts off, finds subscribers by address, unsubscribes one, exports the list and
// erases one; no URL the browser asks for carries an address. It counts subscribers, so it runs in
// the publishing project beside no other spec.
test.describe.configure({ timeout: 240_000 });

async function scriptless(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false, acceptDownloads: true });
  await context.addCookies([{ name: "cookieConsent", value: "declined", url: baseURL }]);
  return context.newPage();
}

async function signedIn(browser: Browser, email: string, role: "editor" | "hiring", baseURL: string, landing: string): Promise<Page> {
  await invitedByAdmin(browser, baseURL, [{ email, role }]);
  const page = await scriptless(browser, baseURL);
  await signIn(page, email, landing);
  return page;
}

/** Axe runs in the page, so it scans the same page, with the same cookies, in a context with scripts on. */
async function axeScan(browser: Browser, page: Page): Promise<void> {
  const context = await browser.newContext({ storageState: await page.context().storageState() });
  const scanned = await context.newPage();
  await scanned.goto(page.url());
  await expectNoAxeViolations(scanned);
  await context.close();
}

const row = (page: Page, email: string) => page.getByRole("row").filter({ hasText: email });

test("an editor searches, unsubscribes one, exports and erases one, with scripts off and no address in any URL", async ({ browser, baseURL }) => {
  const stamp = `subs${Date.now()}`;
  const [keep, leave, erase] = ["keep", "leave", "erase"].map((label) => `${label}.${stamp}@example.com`) as [string, string, string];
  const hostile = `=hyperlink("x").${stamp}@example.com`;
  const at = new Date().toISOString();
  const seeded = await e2eDocuments().commit(
    [keep, leave, erase, hostile].map((email) => ({
      op: "create" as const,
      collection: "newsletters" as const,
      id: email,
      data: { email, subscribedAt: at, status: "active" },
    })),
  );
  expect(seeded.committed).toBe(true);
  await e2eDocuments().putRaw("mailOutbox", `e2e-erase-${stamp}`, {
    message: { id: `e2e-erase-${stamp}`, to: erase, subject: "An issue already sent", text: "x", html: "<p>x</p>" },
    kind: "newsletter-issue",
    source: { collection: "newsletterIssues", id: `e2e-${stamp}` },
    status: "sent",
    createdAt: at,
    sentAt: at,
    attempts: 1,
    version: 2,
  });

  const editor = `editor.subs.${Date.now()}@lexor.example`;
  const page = await signedIn(browser, editor, "editor", baseURL ?? "", "Posts");
  const requested: string[] = [];
  page.on("request", (request) => requested.push(request.url()));

  await page.goto("/staff/newsletter");
  await page.getByRole("link", { name: "Subscribers" }).click();
  await expect(page.getByRole("heading", { name: "Subscribers", level: 1 })).toBeVisible();
  await expect(page.getByRole("definition").first()).toHaveText(/^\d+$/);
  await axeScan(browser, page);

  await page.getByLabel("Address or part of it").fill(leave);
  await page.getByRole("button", { name: "Show subscribers" }).click();
  await expect(page).toHaveURL(/\/staff\/newsletter\/subscribers$/);
  await expect(row(page, leave)).toHaveCount(1);
  await expect(page.getByRole("row")).toHaveCount(2);
  await expect(page.getByLabel("Address or part of it")).toHaveValue(leave);
  await page.getByRole("button", { name: `Unsubscribe ${leave}` }).click();
  await expect(page.getByRole("status")).toContainText("Unsubscribed");
  await expect(row(page, leave)).toContainText(`by ${editor}`);
  expect(await e2eDocuments().get("newsletters", leave)).toMatchObject({ status: "unsubscribed", unsubscribedBy: editor });
  expect(await e2eDocuments().get("newsletters", keep)).toMatchObject({ status: "active" });

  await page.getByLabel("Address or part of it").fill(stamp);
  await page.getByRole("button", { name: "Show subscribers" }).click();
  await expect(page.getByRole("row")).toHaveCount(5);
  await axeScan(browser, page);
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download these subscribers (CSV)" }).click();
  const csv = fs.readFileSync((await (await download).path()) ?? "", "utf8");
  const lines = csv.split("\r\n").slice(1, -1);
  expect(lines).toHaveLength(4);
  expect(lines.find((line) => line.startsWith(`${leave},`))).toContain(",unsubscribed,");
  expect(lines.find((line) => line.startsWith(`${keep},`))).toContain(",active,");
  expect(csv).toContain(`"'${hostile.replaceAll('"', '""')}"`);

  await page.getByRole("button", { name: `Erase ${erase}'s data…` }).click();
  await expect(page.getByRole("heading", { name: "Erase this subscriber's data?", level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/staff\/newsletter\/subscribers\/erase$/);
  await expect(page.getByText(`This removes ${erase}'s subscription`)).toBeVisible();
  await axeScan(browser, page);
  expect(await e2eDocuments().get("newsletters", erase), "nothing is erased before the confirmation").not.toBeNull();
  await page.getByRole("button", { name: "Erase permanently" }).click();
  await expect(page.getByRole("status")).toContainText("erased");
  await expect(row(page, erase)).toHaveCount(0);
  await expect(row(page, keep)).toHaveCount(1);
  expect(await e2eDocuments().get("newsletters", erase)).toBeNull();
  expect(await e2eDocuments().get("mailOutbox", `e2e-erase-${stamp}`)).toBeNull();

  expect(requested.length).toBeGreaterThan(5);
  for (const url of requested) expect(url, "every address searched for holds the stamp").not.toContain(stamp);
  await page.context().close();
});

test("a hiring member is refused the subscribers page and its routes", async ({ browser, baseURL }) => {
  const page = await signedIn(browser, `hiring.subs.${Date.now()}@lexor.example`, "hiring", baseURL ?? "", "Applicant inbox");
  await page.goto("/staff/newsletter/subscribers");
  await expect(page).toHaveURL(/\/staff\/not-allowed$/);
  for (const route of ["filter", "unsubscribe", "erase", "export"]) {
    const refused = await page.request.post(`/api/staff/newsletter/subscribers/${route}`, {
      form: { email: "someone@example.com" },
      headers: { origin: baseURL ?? "" },
    });
    expect(refused.status(), route).toBe(403);
  }
  await page.context().close();
});
