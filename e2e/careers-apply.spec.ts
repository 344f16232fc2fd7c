import { expect, type Locator, type Page, test } from "@playwright/test";
import { docxBytes, pdfBytes } from "@/tests/support/careers-fixtures";
import { HIRING_TEAM_EMAIL, storedApplication, uniqueEmail, waitForMail } from "./support/careers";

const SUBMITTED = "Application submitted successfully! Check your email for confirmation.";

// These tests store résumés and applications and need the SMTP server up: they run in the serial
// projects (playwright.config.ts), so the counting API spec and the outage spec never run beside them.
test.describe.configure({ timeout: 120_000 });
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: "cookieConsent", value: "declined", url: baseURL ?? "" }]);
});

interface Applicant {
  name: string;
  email: string;
  phone: string;
}

async function fillApplicant(form: Locator, applicant: Applicant) {
  await form.getByLabel("Full Name").fill(applicant.name);
  await form.getByLabel("Email", { exact: true }).fill(applicant.email);
  await form.getByLabel("Phone Number").fill(applicant.phone);
}

/** Clicks submit and returns what the server answered. */
async function submit(page: Page, form: Locator, byKeyboard = false): Promise<{ status: number; body: { id: string; emailDelayed: boolean } }> {
  const answer = page.waitForResponse((response) => response.url().endsWith("/api/applications") && response.request().method() === "POST");
  const button = form.getByRole("button", { name: "Submit Application" });
  await (byKeyboard ? button.press("Enter") : button.click());
  const response = await answer;
  return { status: response.status(), body: await response.json() };
}

function resumeLinkIn(text: string | undefined): string {
  const link = /(https?:\/\/\S+\/api\/files\/resumes\/\S+)/.exec(text ?? "")?.[1];
  if (!link) throw new Error(`no résumé link in: ${text}`);
  return link;
}

test("applies to engineering (GitHub required) from the department page; stores it; both emails arrive", async ({ page, request }, testInfo) => {
  const applicant = { name: `Ada Lovelace ${testInfo.project.name}`, email: uniqueEmail("ada"), phone: "+44 20 7946 0000" };
  const resume = pdfBytes(`résumé of ${applicant.email}`);
  await page.goto("/careers/engineering");
  const form = page.getByRole("region", { name: "Apply Now" });
  await form.getByLabel("Role").selectOption("Full Stack Engineer");
  await fillApplicant(form, applicant);
  await form.getByLabel("GitHub Profile").fill("https://github.com/ada-lovelace");

  // The upload is held on its way to the server to look at the form while it is in flight.
  let releaseUpload: () => void = () => undefined;
  const uploadHeld = new Promise<void>((resolve) => {
    releaseUpload = resolve;
  });
  await page.route("**/api/resumes", async (route) => {
    await uploadHeld;
    await route.continue();
  });
  await form.getByLabel("Resume").setInputFiles({ name: "ada-lovelace-cv.pdf", mimeType: "application/pdf", buffer: resume });
  const button = form.getByRole("button", { name: "Uploading resume..." });
  await expect(button).toBeDisabled();
  await expect(form.getByText("Uploading ada-lovelace-cv.pdf...")).toBeVisible();
  releaseUpload();
  await expect(form.getByText("Uploaded: ada-lovelace-cv.pdf")).toBeVisible();
  await expect(form.getByRole("button", { name: "Submit Application" })).toBeEnabled();
  // The toasts' live region is on the page before the answer, so a screen reader announces it.
  await expect(page.locator('section[aria-live="polite"][aria-label^="Notifications"]')).toBeAttached();

  const { status, body } = await submit(page, form);
  expect(status).toBe(201);
  expect(body.emailDelayed).toBe(false);
  await expect(page.getByText(SUBMITTED)).toBeVisible();

  // The form is empty again, ready for nobody's résumé.
  await expect(form.getByLabel("Full Name")).toHaveValue("");
  await expect(form.getByLabel("Role")).toHaveValue("");
  await expect(form.getByLabel("GitHub Profile")).toHaveValue("");
  await expect(form.getByLabel("Resume")).toHaveValue("");
  await expect(form.getByText("Uploaded:")).toHaveCount(0);
  await expect(form.getByRole("button", { name: "Submit Application" })).toBeDisabled();

  const stored = await storedApplication(body.id);
  expect(stored).toMatchObject({
    role: "Full Stack Engineer",
    name: applicant.name,
    email: applicant.email,
    phone: applicant.phone,
    github: "https://github.com/ada-lovelace",
    techStack: "",
    location: "",
    workStyle: "",
    departmentId: "engineering",
    status: "pending",
  });
  expect(Date.now() - Date.parse(stored?.submittedAt ?? "")).toBeLessThan(60_000);
  expect(stored?.resumeURL).toMatch(/^resumes\/\d+-[0-9a-f]{8}\.pdf$/);
  expect(body.id).toMatch(/^\d{13}-[0-9a-f]{8}$/);

  const confirmation = await waitForMail((mail) => mail.envelope.to.includes(applicant.email));
  expect(confirmation.subject).toBe("We received your application for Full Stack Engineer");
  expect(confirmation.replyTo).toContain(HIRING_TEAM_EMAIL);
  expect(confirmation.text).toContain(`Hi ${applicant.name},`);
  expect(confirmation.text).toContain("Full Stack Engineer position in our Engineering team");
  expect(confirmation.html).toContain("<strong>Engineering</strong>");

  const notification = await waitForMail((mail) => mail.envelope.to.includes(HIRING_TEAM_EMAIL) && (mail.text ?? "").includes(body.id));
  expect(notification.subject).toBe(`New application: Full Stack Engineer (Engineering) from ${applicant.name}`);
  expect(notification.replyTo).toContain(applicant.email);
  for (const line of [
    `Name: ${applicant.name}`,
    `Email: ${applicant.email}`,
    `Phone: ${applicant.phone}`,
    "Role: Full Stack Engineer",
    "Department: Engineering (engineering)",
    "GitHub: https://github.com/ada-lovelace",
    `Submitted: ${stored?.submittedAt}`,
  ]) {
    expect(notification.text).toContain(line);
  }

  // The signed link serves exactly the uploaded bytes, and nothing without its signature.
  const link = resumeLinkIn(notification.text);
  const download = await request.get(link);
  expect(download.status()).toBe(200);
  expect(download.headers()["content-type"]).toBe("application/pdf");
  expect(download.headers()["content-disposition"]).toMatch(/^attachment;/);
  expect(Buffer.from(await download.body()).equals(resume)).toBe(true);
  expect((await request.get(link.replace(/signature=[^&]+/, "signature=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"))).status()).toBe(403);
  expect((await request.get(link.split("?")[0] ?? "")).status()).toBe(403);

  const events = await page.evaluate(() => (window.dataLayer ?? []) as Record<string, unknown>[]);
  expect(events).toContainEqual({ event: "resume_upload", department_id: "engineering", file_type: "pdf" });
  expect(events).toContainEqual({
    event: "application_submit",
    department_id: "engineering",
    department_name: "Engineering",
    role: "Full Stack Engineer",
    has_github: true,
  });
});

test("applies to strategy (no GitHub) from a role page with a .docx; stores it; both emails arrive", async ({ page, request }, testInfo) => {
  const applicant = { name: `Grace Hopper ${testInfo.project.name}`, email: uniqueEmail("grace"), phone: "+1 (555) 010-0200" };
  const resume = docxBytes(`résumé of ${applicant.email}`);
  await page.goto("/apply/strategy/digital-transformation-manager");
  const form = page.getByRole("region", { name: "Apply Now" });
  await expect(form.getByLabel("Role")).toHaveValue("Digital Transformation Manager");
  await expect(form.getByLabel("GitHub Profile")).toHaveCount(0);
  await expect(form.getByLabel("Tech Stack Experience")).toHaveCount(0);
  await fillApplicant(form, applicant);
  await form.getByLabel("Resume").setInputFiles({
    name: "Grace Hopper.docx",
    mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    buffer: resume,
  });
  await expect(form.getByText("Uploaded: Grace Hopper.docx")).toBeVisible();

  // A server error first: its failure toast gives way to the success toast of the next try.
  await page.route("**/api/applications", (route) => route.fulfill({ status: 500, contentType: "application/json", body: "{}" }), { times: 1 });
  expect((await submit(page, form)).status).toBe(500);
  const failure = page.getByText("Failed to submit application. Please try again.");
  await expect(failure).toBeVisible();
  // sonner holds a toast while the pointer rests on it: only its replacement can take it away.
  await failure.hover();

  const { status, body } = await submit(page, form, true);
  expect(status).toBe(201);
  expect(body.emailDelayed).toBe(false);
  await expect(page.getByText(SUBMITTED)).toBeVisible();
  await expect(failure).toHaveCount(0);
  // On a role page the form resets to that role.
  await expect(form.getByLabel("Role")).toHaveValue("Digital Transformation Manager");
  await expect(form.getByLabel("Full Name")).toHaveValue("");

  const stored = await storedApplication(body.id);
  expect(stored).toMatchObject({
    role: "Digital Transformation Manager",
    name: applicant.name,
    email: applicant.email,
    phone: applicant.phone,
    github: "",
    departmentId: "strategy",
    status: "pending",
  });
  expect(stored?.resumeURL).toMatch(/^resumes\/\d+-[0-9a-f]{8}\.docx$/);

  const confirmation = await waitForMail((mail) => mail.envelope.to.includes(applicant.email));
  expect(confirmation.text).toContain("Digital Transformation Manager position in our Strategy team");
  const notification = await waitForMail((mail) => mail.envelope.to.includes(HIRING_TEAM_EMAIL) && (mail.text ?? "").includes(body.id));
  expect(notification.text).toContain(`Email: ${applicant.email}`);
  expect(notification.text).toContain("GitHub: Not given");
  const download = await request.get(resumeLinkIn(notification.text));
  expect(download.headers()["content-type"]).toBe("application/vnd.openxmlformats-officedocument.wordprocessingml.document");
  expect(Buffer.from(await download.body()).equals(resume)).toBe(true);

  const events = await page.evaluate(() => (window.dataLayer ?? []) as Record<string, unknown>[]);
  expect(events).toContainEqual({
    event: "application_submit",
    department_id: "strategy",
    department_name: "Strategy",
    role: "Digital Transformation Manager",
    has_github: false,
  });
});

test("a résumé already used by another application is refused next to the résumé field", async ({ page, request }) => {
  await page.goto("/apply/data-ai/data-engineer");
  const form = page.getByRole("region", { name: "Apply Now" });
  await fillApplicant(form, { name: "Mallory Reuse", email: uniqueEmail("mallory"), phone: "+31 20 555 0101" });
  await form.getByLabel("Tech Stack Experience").fill("Python, Airflow");
  const upload = page.waitForResponse((response) => response.url().endsWith("/api/resumes"));
  await form.getByLabel("Resume").setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: pdfBytes("reuse") });
  const { token } = (await (await upload).json()) as { token: string };
  await expect(form.getByText("Uploaded: cv.pdf")).toBeVisible();

  // Someone else sends the same upload token first.
  const first = await request.post("/api/applications", {
    data: {
      departmentId: "data-ai",
      role: "Data Engineer",
      name: "Eve First",
      email: uniqueEmail("eve"),
      phone: "+31 20 555 0102",
      techStack: "SQL",
      resumeToken: token,
    },
  });
  expect(first.status()).toBe(201);

  const { status } = await submit(page, form);
  expect(status).toBe(409);
  await expect(form.getByLabel("Resume")).toHaveAccessibleDescription(/already sent with another application/);
  await expect(form.getByLabel("Resume")).toHaveValue("");
  await expect(form.getByText("Uploaded:")).toHaveCount(0);
  // What the visitor typed stays, so only the résumé has to be chosen again.
  await expect(form.getByLabel("Full Name")).toHaveValue("Mallory Reuse");
  const events = await page.evaluate(() => (window.dataLayer ?? []) as Record<string, unknown>[]);
  expect(events.filter((entry) => entry.event === "application_submit_error")).toHaveLength(1);
});
