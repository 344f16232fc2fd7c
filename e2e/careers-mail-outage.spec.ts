import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { type APIRequestContext, expect, test } from "@playwright/test";
import type { OutboxMail } from "@/lib/ports/documents/port";
import { pdfBytes } from "@/tests/support/careers-fixtures";
import { sqliteDocuments } from "@/tests/support/documents";
import { caughtMail, E2E_DATA_DIR, HIRING_TEAM_EMAIL, SMTP_URL, setSmtp, storedApplication, uniqueEmail, waitForMail } from "./support/careers";

const run = promisify(execFile);

/*
 * Stops the shared SMTP catcher for a moment: any spec sending mail then would see the outage too,
 * so this one runs in the outage project, after every other spec (playwright.config.ts).
 */
test.describe.configure({ mode: "serial", timeout: 180_000 });
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: "cookieConsent", value: "declined", url: baseURL ?? "" }]);
});
test.afterEach(async () => {
  await setSmtp("start");
});

/** The e2e server's outbox messages caused by one application. */
const outboxOf = (applicationId: string) =>
  sqliteDocuments<OutboxMail>(path.join(E2E_DATA_DIR, "lexor.sqlite"), "mailOutbox").filter((entry) => entry.data.source.id === applicationId);

async function applyOverHttp(request: APIRequestContext, email: string): Promise<string> {
  const upload = await request.post("/api/resumes", {
    multipart: { departmentId: "strategy", file: { name: "cv.pdf", mimeType: "application/pdf", buffer: pdfBytes(email) } },
  });
  expect(upload.status()).toBe(201);
  const { token } = (await upload.json()) as { token: string };
  const response = await request.post("/api/applications", {
    data: {
      departmentId: "strategy",
      role: "Technology Strategy Consultant",
      name: "Dorothy Vaughan",
      email,
      phone: "+1 757 555 0123",
      resumeToken: token,
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** Both emails of an application at the catcher, once each under their outbox ids. */
async function expectDeliveredOnce(applicationId: string, applicantEmail: string) {
  const messageIds = outboxOf(applicationId).map((entry) => `<${entry.id}@lexor.example>`);
  expect(messageIds).toHaveLength(2);
  await waitForMail((mail) => mail.envelope.to.includes(applicantEmail), 45_000);
  await waitForMail((mail) => mail.envelope.to.includes(HIRING_TEAM_EMAIL) && (mail.text ?? "").includes(applicationId), 45_000);
  const delivered = (await caughtMail()).filter((mail) => messageIds.includes(mail.messageId ?? ""));
  expect(delivered.map((mail) => mail.messageId).sort()).toEqual(messageIds.sort());
}

test("with the mail server down the application is saved and the delay is shown; both emails arrive by themselves when it is back", async ({
  page,
  request,
}, testInfo) => {
  const applicant = { name: `Katherine Johnson ${testInfo.project.name}`, email: uniqueEmail("katherine") };
  const earlier = uniqueEmail("earlier");
  await setSmtp("stop");
  let body: { id: string; emailDelayed: boolean };
  let earlierId: string;
  try {
    // A first application while the server is down: accepted at once, its emails wait in the outbox.
    earlierId = await applyOverHttp(request, earlier);
    await expect.poll(() => outboxOf(earlierId).map((entry) => entry.data.status), { timeout: 20_000 }).toEqual(["retrying", "retrying"]);

    // The server now knows its mail is failing, and says so to the next applicant.
    await page.goto("/apply/data-ai/machine-learning-engineer");
    const form = page.getByRole("region", { name: "Apply Now" });
    await form.getByLabel("Full Name").fill(applicant.name);
    await form.getByLabel("Email", { exact: true }).fill(applicant.email);
    await form.getByLabel("Phone Number").fill("+1 757 555 0199");
    await form.getByLabel("Tech Stack Experience").fill("PyTorch, trajectory analysis");
    await form.getByLabel("Resume").setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: pdfBytes("outage") });
    await expect(form.getByText("Uploaded: cv.pdf")).toBeVisible();
    const answer = page.waitForResponse((response) => response.url().endsWith("/api/applications"));
    await form.getByRole("button", { name: "Submit Application" }).click();
    const response = await answer;
    expect(response.status()).toBe(201);
    body = await response.json();
    await expect(page.getByText("Application submitted successfully! (Email confirmation may be delayed)")).toBeVisible();
  } finally {
    await setSmtp("start");
  }
  expect(body.emailDelayed).toBe(true);
  expect(await storedApplication(body.id)).toMatchObject({
    email: applicant.email,
    role: "Machine Learning Engineer",
    departmentId: "data-ai",
    status: "pending",
  });
  expect((await caughtMail()).some((mail) => [applicant.email, earlier].some((email) => mail.envelope.to.includes(email)))).toBe(false);

  // No operator needed: the server's worker retries and both applications' emails arrive, once each.
  await expectDeliveredOnce(earlierId, earlier);
  await expectDeliveredOnce(body.id, applicant.email);
  const confirmation = await waitForMail((mail) => mail.envelope.to.includes(applicant.email));
  expect(confirmation.text).toContain("Machine Learning Engineer position in our Data & AI team");
  const notification = await waitForMail((mail) => mail.envelope.to.includes(HIRING_TEAM_EMAIL) && (mail.text ?? "").includes(body.id));
  expect(notification.text).toContain("Tech stack: PyTorch, trajectory analysis");
});

test("operators see failing mail in mail:status, and mail:drain beside the running server sends each email once", async ({ request }) => {
  const email = uniqueEmail("drained");
  const env = { ...process.env, DATA_DIR: E2E_DATA_DIR, SMTP_URL };
  await setSmtp("stop");
  let id: string;
  try {
    id = await applyOverHttp(request, email);
    await expect.poll(() => outboxOf(id).every((entry) => entry.data.status === "retrying"), { timeout: 20_000 }).toBe(true);
    const status = await run("npm", ["run", "--silent", "mail:status"], { env, timeout: 90_000 });
    expect(status.stdout).toMatch(/\d+ failed and waiting to retry/);
    expect(status.stdout).toMatch(/Failing, by last error:\n {2}\d+ × .*ECONNREFUSED/);
  } finally {
    await setSmtp("start");
  }
  // The operator's drain and the server's worker race for the same messages; the claims keep them apart.
  const drain = await run("npm", ["run", "--silent", "mail:drain"], { env, timeout: 90_000 }).catch((failure: { stdout: string }) => failure);
  expect(drain.stdout).toMatch(/Mail drain: \d+ sent/);
  await expectDeliveredOnce(id, email);
});
