import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { e2eDocuments } from "./support/careers";
import { caughtMail, uniqueEmail, waitForMail } from "./support/mail";
import { invitedByAdmin, STAFF_EMAIL, signIn } from "./support/staff";

// An editor sends an issue from /staff to 50 subscribers through the SMTP catcher, and an admin works
// the mail console. It counts the outbox and every subscriber, so it runs in the serial projects.
test.describe.configure({ timeout: 240_000 });
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: "cookieConsent", value: "declined", url: baseURL ?? "" }]);
});

const run = promisify(execFile);

async function subscriberStatus(email: string): Promise<unknown> {
  return (await e2eDocuments().get("newsletters", email))?.status;
}

async function staffPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext();
  await context.addCookies([{ name: "cookieConsent", value: "declined", url: baseURL }]);
  return context.newPage();
}

async function signedIn(page: Page, email: string, role: "editor" | "hiring", baseURL: string, landing: string): Promise<void> {
  await invitedByAdmin(page.context().browser() as Browser, baseURL, [{ email, role }]);
  await signIn(page, email, landing);
}

test("an editor writes, previews, test-sends and sends an issue: 50 subscribers get one copy each with a working one-click unsubscribe", async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  const stamp = `${testInfo.project.name}.${Date.now()}`;
  const editor = `editor.${Date.now()}@lexor.example`;
  const readers = Array.from({ length: 50 }, (_, index) => uniqueEmail(`reader${index}`));
  const now = new Date().toISOString();
  expect(
    (
      await e2eDocuments().commit(
        readers.map((email) => ({
          op: "create" as const,
          collection: "newsletters" as const,
          id: email,
          data: { email, subscribedAt: now, status: "active" },
        })),
      )
    ).committed,
  ).toBe(true);
  const leaver = uniqueEmail("leaver");
  expect((await request.post("/api/newsletter", { data: { email: leaver } })).status()).toBe(201);
  const welcome = await waitForMail((mail) => mail.envelope.to.includes(leaver));
  expect((await request.post(welcome.headers["list-unsubscribe"]?.slice(1, -1) ?? "", { form: { "List-Unsubscribe": "One-Click" } })).status()).toBe(200);
  expect(await subscriberStatus(leaver)).toBe("unsubscribed");

  await signedIn(page, editor, "editor", baseURL ?? "", "Posts");
  await page.getByRole("link", { name: "Newsletter" }).click();
  await expect(page.getByRole("heading", { name: "Newsletter", level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "New issue" }).click();
  await expectNoAxeViolations(page);
  const subject = `The Signal ${stamp}`;
  await page.getByLabel("Subject").fill(subject);
  await page.getByLabel("Body (Markdown)").fill("# This month\n\nRead **the essay**.<script>alert(1)</script>");
  await page.getByRole("button", { name: "Preview" }).click();
  await expect(page.getByRole("status")).toContainText("The preview below");
  const preview = page.locator("iframe[title='The email as a subscriber gets it']");
  await expect(preview).toHaveAttribute("sandbox", "");
  expect(await preview.getAttribute("srcdoc")).toContain("<strong>the essay</strong>");
  expect(await preview.getAttribute("srcdoc")).not.toContain("<script");

  await page.getByRole("button", { name: "Send a test to me" }).click();
  await expect(page.getByRole("status")).toContainText("A test copy is on its way");
  await waitForMail((mail) => mail.envelope.to.includes(editor) && mail.subject === `[Test] ${subject}`);
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "Send to all active subscribers…" }).click();
  await expect(page.getByRole("heading", { name: "Send this issue?", level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Send to all active subscribers" }).click();
  await expect(page.getByRole("status")).toContainText("Sending");

  const ofIssue = async () => (await caughtMail()).filter((mail) => mail.subject === subject);
  await expect.poll(async () => (await ofIssue()).filter((mail) => readers.includes(mail.envelope.to[0] ?? "")).length, { timeout: 120_000 }).toBe(50);
  const copies = await ofIssue();
  expect(copies.filter((mail) => mail.envelope.to.includes(leaver))).toHaveLength(0);
  expect(copies.filter((mail) => mail.envelope.to.includes(editor))).toHaveLength(0);
  const mine = copies.filter((mail) => readers.includes(mail.envelope.to[0] ?? ""));
  expect(new Set(mine.map((mail) => mail.envelope.to[0])).size).toBe(50);
  expect(new Set(mine.map((mail) => mail.messageId)).size).toBe(50);
  const oneClicks = mine.map((mail) => mail.headers["list-unsubscribe"]?.slice(1, -1) ?? "");
  expect(new Set(oneClicks).size).toBe(50);
  for (const mail of mine) expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");

  await expect
    .poll(
      async () => {
        await page.reload();
        return Number(
          await page
            .locator("dt", { hasText: /^Sent$/ })
            .locator("xpath=following-sibling::dd[1]")
            .textContent(),
        );
      },
      { timeout: 60_000 },
    )
    .toBeGreaterThanOrEqual(50);

  for (const [index, mail] of mine.entries()) {
    expect((await request.post(oneClicks[index] ?? "", { form: { "List-Unsubscribe": "One-Click" } })).status()).toBe(200);
    expect(await subscriberStatus(mail.envelope.to[0] ?? "")).toBe("unsubscribed");
  }
});

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("a live post's editor page offers to send it: the offer makes a draft issue of the post and sends nothing", async ({ page }) => {
    await signIn(page);
    await page.goto("/staff/posts/post-012");
    await expect(page.getByText("State: published.")).toBeVisible();
    await page.getByRole("form", { name: "Send this post to subscribers" }).getByRole("button", { name: "Send this post to subscribers…" }).click();
    await expect(page).toHaveURL(/\/staff\/newsletter\/[^/]+\?done=post$/);
    await expect(page.getByRole("status").first()).toContainText("A draft with the post");
    await expect(page.getByLabel("Subject")).toHaveValue("Accessibility is a delivery practice");
    await expect(page.getByLabel("Body")).toHaveValue(/\/blog\/accessibility-as-delivery-practice\)/);
    const id = new URL(page.url()).pathname.split("/").at(-1) ?? "";
    expect((await e2eDocuments().get("newsletterIssues", id))?.status).toBe("draft");
  });
});

test("a hiring member is refused the newsletter and its send; an editor is refused the mail console", async ({ browser, baseURL }) => {
  const hiringPage = await staffPage(browser, baseURL ?? "");
  const hiring = `hiring.nl.${Date.now()}@lexor.example`;
  await signedIn(hiringPage, hiring, "hiring", baseURL ?? "", "Applicant inbox");
  await hiringPage.goto("/staff/newsletter");
  await expect(hiringPage).toHaveURL(/\/staff\/not-allowed$/);
  await hiringPage.goto("/staff/mail");
  await expect(hiringPage).toHaveURL(/\/staff\/not-allowed$/);
  const refused = await hiringPage.request.post("/api/staff/newsletter/1764000000000-0123abcd/send", {
    form: { confirm: "yes" },
    headers: { origin: baseURL ?? "" },
  });
  expect(refused.status()).toBe(403);
  expect((await hiringPage.request.post("/api/staff/newsletter", { form: { subject: "x", body: "y" }, headers: { origin: baseURL ?? "" } })).status()).toBe(
    403,
  );
  await hiringPage.context().close();

  const editorPage = await staffPage(browser, baseURL ?? "");
  await signedIn(editorPage, `editor.mail.${Date.now()}@lexor.example`, "editor", baseURL ?? "", "Posts");
  await editorPage.goto("/staff/mail");
  await expect(editorPage).toHaveURL(/\/staff\/not-allowed$/);
  expect((await editorPage.request.post("/api/staff/mail/requeue", { form: { id: "anything" }, headers: { origin: baseURL ?? "" } })).status()).toBe(403);
  await editorPage.context().close();
});

async function mailStatusCounts(): Promise<string> {
  const { stdout } = await run("npx", ["tsx", "--conditions=react-server", "scripts/mail-status.ts"], {
    env: { ...process.env, DATA_DIR: ".data/e2e", EMBEDDED_DEFAULTS: "true" },
    timeout: 120_000,
  });
  return stdout.split("\n")[0] ?? "";
}

async function consoleCounts(page: Page): Promise<string> {
  await page.reload();
  const count = async (name: string) =>
    (
      await page
        .locator("dt", { hasText: new RegExp(`^${name}`) })
        .locator("xpath=following-sibling::dd[1]")
        .textContent()
    )?.trim();
  return `Outbox: ${await count("Waiting")} pending, ${await count("Sending")} sending, ${await count("Failed, waiting")} failed and waiting to retry, ${await count("Dead letters")} dead-lettered, ${await count("Sent")} sent, ${await count("Cancelled")} cancelled (the recipient left before delivery).`;
}

test("an admin requeues a dead letter from the mail console: it is delivered once, and the console's counts match mail:status", async ({ page }) => {
  const id = `e2e-dead-${Date.now()}`;
  const to = uniqueEmail("dead.letter");
  const subject = `Dead letter ${id}`;
  const at = new Date().toISOString();
  await e2eDocuments().putRaw("mailOutbox", id, {
    message: { id, to, subject, text: "Held back, now requeued.", html: "<p>Held back, now requeued.</p>" },
    kind: "e2e-dead-letter",
    source: { collection: "newsletterIssues", id },
    status: "dead",
    createdAt: at,
    dueAt: null,
    attempts: 10,
    version: 3,
    deadAt: at,
    deadReason: "550 mailbox unavailable (seeded)",
  });
  await signIn(page, STAFF_EMAIL, "Applicant inbox");
  await page.getByRole("link", { name: "Mail", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Mail", level: 1 })).toBeVisible();
  await expect(page.getByText(id)).toBeVisible();
  await expect(page.getByText("Reason: 550 mailbox unavailable (seeded)")).toBeVisible();
  await expectNoAxeViolations(page);
  await expect.poll(async () => (await consoleCounts(page)) === (await mailStatusCounts()), { timeout: 120_000 }).toBe(true);

  await page.getByRole("button", { name: `Requeue ${id}` }).click();
  await expect(page.getByRole("status")).toContainText("Requeued");
  await waitForMail((mail) => mail.subject === subject);
  await expect.poll(async () => (await e2eDocuments().get("mailOutbox", id))?.status).toBe("sent");
  expect((await caughtMail()).filter((mail) => mail.subject === subject)).toHaveLength(1);
  await page.reload();
  await expect(page.getByText(id)).toHaveCount(0);
  await expect.poll(async () => (await consoleCounts(page)) === (await mailStatusCounts()), { timeout: 120_000 }).toBe(true);
});
