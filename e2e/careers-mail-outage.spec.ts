import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { pdfBytes } from "@/tests/support/careers-fixtures";
import {
  acquireCareersLock,
  caughtMail,
  E2E_DATA_DIR,
  HIRING_TEAM_EMAIL,
  SMTP_URL,
  setSmtp,
  storedApplication,
  uniqueEmail,
  waitForMail,
} from "./support/careers";

const run = promisify(execFile);

/*
 * Stops the shared SMTP catcher for a moment. The careers lock keeps the other careers specs away;
 * specs of other features that send mail at that moment would see the outage too, so this file is
 * kept on its own to be easy to move into a project that runs after the rest.
 */
test.describe.configure({ mode: "serial", timeout: 180_000 });
let release: (() => void) | undefined;
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: "cookieConsent", value: "declined", url: baseURL ?? "" }]);
  release = await acquireCareersLock();
});
test.afterEach(async () => {
  await setSmtp("start");
  release?.();
});

test("with the mail server down the application is saved and the delay is shown; mail:retry sends both emails later", async ({
  page,
}, testInfo) => {
  const applicant = { name: `Katherine Johnson ${testInfo.project.name}`, email: uniqueEmail("katherine") };
  await page.goto("/apply/data-ai/machine-learning-engineer");
  const form = page.getByRole("region", { name: "Apply Now" });
  await form.getByLabel("Full Name").fill(applicant.name);
  await form.getByLabel("Email", { exact: true }).fill(applicant.email);
  await form.getByLabel("Phone Number").fill("+1 757 555 0199");
  await form.getByLabel("Tech Stack Experience").fill("PyTorch, trajectory analysis");
  await form.getByLabel("Resume").setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: pdfBytes("outage") });
  await expect(form.getByText("Uploaded: cv.pdf")).toBeVisible();

  const answer = page.waitForResponse((response) => response.url().endsWith("/api/applications"));
  await setSmtp("stop");
  let body: { id: string; emailsDelivered: boolean };
  try {
    await form.getByRole("button", { name: "Submit Application" }).click();
    const response = await answer;
    expect(response.status()).toBe(201);
    body = await response.json();
    await expect(page.getByText("Application submitted successfully! (Email confirmation may be delayed)")).toBeVisible();
  } finally {
    await setSmtp("start");
  }
  expect(body.emailsDelivered).toBe(false);
  expect(await storedApplication(body.id)).toMatchObject({
    email: applicant.email,
    role: "Machine Learning Engineer",
    departmentId: "data-ai",
    status: "pending",
  });
  expect((await caughtMail()).some((mail) => (mail.text ?? "").includes(body.id) || mail.envelope.to.includes(applicant.email))).toBe(
    false,
  );

  // The operator's command, with the e2e server's data folder and mail server.
  const retry = await run("npm", ["run", "--silent", "mail:retry"], {
    env: { ...process.env, DATA_DIR: E2E_DATA_DIR, SMTP_URL },
    timeout: 90_000,
  });
  const sent = Number(/Mail retry: (\d+) sent, 0 still failing\./.exec(retry.stdout)?.[1]);
  expect(sent, retry.stdout).toBeGreaterThanOrEqual(2);

  const confirmation = await waitForMail((mail) => mail.envelope.to.includes(applicant.email));
  expect(confirmation.text).toContain("Machine Learning Engineer position in our Data & AI team");
  const notification = await waitForMail(
    (mail) => mail.envelope.to.includes(HIRING_TEAM_EMAIL) && (mail.text ?? "").includes(body.id),
  );
  expect(notification.text).toContain("Tech stack: PyTorch, trajectory analysis");
});

async function applyOverHttp(request: APIRequestContext, email: string) {
  const upload = await request.post("/api/resumes", {
    multipart: { departmentId: "strategy", file: { name: "cv.pdf", mimeType: "application/pdf", buffer: pdfBytes(email) } },
  });
  expect(upload.status()).toBe(201);
  const { token } = (await upload.json()) as { token: string };
  return { token, email };
}

test("the next application that goes out also sends what was waiting in the queue", async ({ request }) => {
  const waiting = await applyOverHttp(request, uniqueEmail("queued"));
  const next = await applyOverHttp(request, uniqueEmail("next"));
  const send = ({ token, email }: { token: string; email: string }) =>
    request.post("/api/applications", {
      data: {
        departmentId: "strategy",
        role: "Technology Strategy Consultant",
        name: "Dorothy Vaughan",
        email,
        phone: "+1 757 555 0123",
        resumeToken: token,
      },
    });

  await setSmtp("stop");
  let queued: { id: string; emailsDelivered: boolean };
  try {
    const response = await send(waiting);
    expect(response.status()).toBe(201);
    queued = await response.json();
  } finally {
    await setSmtp("start");
  }
  expect(queued.emailsDelivered).toBe(false);

  const delivered = await send(next);
  expect(await delivered.json()).toMatchObject({ emailsDelivered: true });
  // After answering, the server retried the queue: the earlier emails arrive without an operator.
  await waitForMail((mail) => mail.envelope.to.includes(waiting.email));
  await waitForMail((mail) => mail.envelope.to.includes(HIRING_TEAM_EMAIL) && (mail.text ?? "").includes(queued.id));
});
