import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { EXE_BYTES, PNG_BYTES, pdfBytes } from "@/tests/support/careers-fixtures";
import { holdRequests } from "./support/hold";
import { watchScripts } from "./support/scripts";
import { ANY_VIEWPORT } from "./support/viewports";

async function dataLayerEvents(page: Page, name: string): Promise<Record<string, unknown>[]> {
  return page.evaluate((event) => ((window.dataLayer ?? []) as Record<string, unknown>[]).filter((entry) => entry.event === event), name);
}

test.beforeEach(async ({ context, baseURL }) => {
  // The cookie banner (chrome) is not what these tests look at; a stored choice keeps it closed.
  await context.addCookies([{ name: "cookieConsent", value: "declined", url: baseURL ?? "" }]);
});

test.describe("department page", () => {
  test("shows the department, its roles and the apply form with GitHub for engineering", async ({ page }) => {
    await page.goto("/careers/engineering");
    await expect(page).toHaveTitle(/Engineering careers: 5 open positions/);
    await expect(page.getByRole("link", { name: "Back to Careers" })).toHaveAttribute("href", "/careers");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Engineering");
    await expect(page.getByText("Our engineers design, build and run")).toBeVisible();
    await expect(page.getByText("Work arrangement")).toBeVisible();
    await expect(page.getByText("Hybrid", { exact: true })).toBeVisible();
    await expect(page.getByText("Remote", { exact: true })).toBeVisible();
    await expect(page.getByText("3+ years")).toBeVisible();

    const requirements = page.getByRole("region", { name: "Requirements" });
    await expect(requirements.getByRole("listitem")).toHaveText(["TypeScript", "Go", "Kubernetes", "Terraform", "PostgreSQL", "AWS", "Azure"]);
    await expect(page.getByRole("region", { name: "Key Responsibilities" }).getByRole("listitem")).toHaveCount(5);
    await expect(page.getByRole("region", { name: "Benefits" }).getByRole("listitem")).toHaveCount(5);

    const roleLinks = page.getByRole("region", { name: "Open Roles" }).getByRole("link");
    await expect(roleLinks).toHaveCount(5);
    await expect(roleLinks.first()).toHaveAttribute("href", "/apply/engineering/senior-platform-engineer");

    const form = page.getByRole("region", { name: "Apply Now" });
    await expect(form.getByLabel("Role").locator("option")).toHaveText([
      "Select a role",
      "Senior Platform Engineer",
      "Cloud Infrastructure Engineer",
      "Full Stack Engineer",
      "Site Reliability Engineer",
      "Security Engineer",
    ]);
    await expect(form.getByLabel("Full Name")).toHaveAttribute("type", "text");
    await expect(form.getByLabel("Email", { exact: true })).toHaveAttribute("type", "email");
    await expect(form.getByLabel("Phone Number")).toHaveAttribute("type", "tel");
    await expect(form.getByLabel("Resume")).toHaveAttribute("accept", ".pdf,.doc,.docx");
    await expect(form.getByLabel("GitHub Profile")).toHaveAttribute("type", "url");
    await expect(form.getByLabel("Tech Stack Experience")).toHaveCount(0);
    // The server's form posts on its own; the browser's, which takes over once the visitor reaches for it, waits for a résumé.
    await form.getByLabel("Full Name").focus();
    await expect(form.getByRole("button", { name: "Submit Application" })).toBeDisabled();

    await expectNoAxeViolations(page);
  });

  test("asks for tech stack experience, not GitHub, where the department requires it", async ({ page }) => {
    await page.goto("/careers/data-ai");
    const form = page.getByRole("region", { name: "Apply Now" });
    await expect(form.getByLabel("Tech Stack Experience")).toBeVisible();
    await expect(form.getByLabel("GitHub Profile")).toHaveCount(0);
    await expect(page.getByText("Hybrid", { exact: true })).toHaveCount(0);
  });

  test("shows a department that is not hiring without roles or form", async ({ page }) => {
    const response = await page.goto("/careers/design");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Design");
    await expect(page.getByRole("heading", { name: "Not hiring right now" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Apply Now" })).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Open Roles" })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("answers an unknown department with Department not found and a 404", ANY_VIEWPORT, async ({ page }) => {
    const response = await page.goto("/careers/no-such-team");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Department not found");
    await expect(page.getByRole("link", { name: "See all open positions" })).toHaveAttribute("href", "/careers");
    await expectNoAxeViolations(page);
  });

  test("answers unknown or closed role pages with a 404", ANY_VIEWPORT, async ({ page }) => {
    for (const path of ["/apply/engineering/no-such-role", "/apply/design/senior-product-designer", "/apply/nope/x"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Position not found");
    }
  });
});

test.describe("apply form in the browser", () => {
  test("records view_application_form and each field's first interaction", async ({ page }) => {
    await page.goto("/careers/strategy");
    await expect
      .poll(() => dataLayerEvents(page, "view_application_form"))
      .toEqual([
        {
          event: "view_application_form",
          department_id: "strategy",
          department_name: "Strategy",
          available_roles: "Technology Strategy Consultant, Digital Transformation Manager",
        },
      ]);
    const form = page.getByRole("region", { name: "Apply Now" });
    await form.getByLabel("Full Name").fill("Ada");
    await form.getByLabel("Email", { exact: true }).fill("ada@example.com");
    await form.getByLabel("Full Name").fill("Ada Lovelace");
    await expect
      .poll(() => dataLayerEvents(page, "form_field_interaction"))
      .toEqual([
        { event: "form_field_interaction", department_id: "strategy", field_name: "name" },
        { event: "form_field_interaction", department_id: "strategy", field_name: "email" },
      ]);
  });

  test("the form's code loads when the visitor reaches for it; what they typed, their focus and their résumé carry over", async ({ page }) => {
    const scripts = watchScripts(page);
    await page.goto("/careers/engineering");
    await expect.poll(() => dataLayerEvents(page, "view_application_form")).toHaveLength(1);
    expect(await scripts.anyHolds("Uploading resume...")).toBe(false);

    // Held until the visitor has typed into the server's form, which stays in place meanwhile.
    const release = await holdRequests(page, "**/_next/static/chunks/**");
    const form = page.getByRole("region", { name: "Apply Now" });
    await form.getByLabel("Resume").setInputFiles({ name: "ada-cv.pdf", mimeType: "application/pdf", buffer: pdfBytes("carried over") });
    await form.getByLabel("Full Name").fill("Ada Lovelace");
    await form.getByLabel("Email", { exact: true }).click();
    await page.keyboard.type("ada@example.com");
    expect(await scripts.anyHolds("Uploading resume...")).toBe(false);
    release();

    await expect(form.getByText("Uploaded: ada-cv.pdf")).toBeVisible();
    expect(await scripts.anyHolds("Uploading resume...")).toBe(true);
    await expect(form.getByLabel("Full Name")).toHaveValue("Ada Lovelace");
    await expect(form.getByLabel("Email", { exact: true })).toHaveValue("ada@example.com");
    await expect(form.getByLabel("Email", { exact: true })).toBeFocused();
    await page.keyboard.type(".uk");
    await expect(form.getByLabel("Email", { exact: true })).toHaveValue("ada@example.com.uk");
    await expect
      .poll(() => dataLayerEvents(page, "form_field_interaction"))
      .toEqual([
        { event: "form_field_interaction", department_id: "engineering", field_name: "name" },
        { event: "form_field_interaction", department_id: "engineering", field_name: "email" },
      ]);
  });

  test("shows every problem next to its field once (no toast repeats the résumé's), and sends nothing", async ({ page }) => {
    await page.goto("/careers/data-ai");
    const form = page.getByRole("region", { name: "Apply Now" });
    let requests = 0;
    page.on("request", (request) => {
      if (request.url().includes("/api/applications")) requests += 1;
    });
    await form.getByLabel("Full Name").fill("Ada Lovelace");
    await form.getByLabel("Email", { exact: true }).fill("not-an-email");
    await form.getByLabel("Phone Number").fill("12");
    // The button is aria-disabled (still focusable, so the reason can be given); click it anyway.
    await form.getByRole("button", { name: "Submit Application" }).click({ force: true });

    await expect(page.getByText("Please upload your resume before submitting.")).toHaveCount(1);
    await expect(form.getByLabel("Role")).toHaveAccessibleDescription("Role is required.");
    await expect(form.getByLabel("Email", { exact: true })).toHaveAccessibleDescription("Please enter a valid email.");
    await expect(form.getByLabel("Phone Number")).toHaveAccessibleDescription("Please enter a valid phone number.");
    await expect(form.getByLabel("Tech Stack Experience")).toHaveAccessibleDescription("Tech Stack Experience is required.");
    await expect(form.getByLabel("Resume")).toHaveAccessibleDescription(/Please upload your resume before submitting\./);
    await expect(form.getByLabel("Role")).toBeFocused();
    await form.getByRole("button", { name: "Submit Application" }).click({ force: true });
    await expect(page.getByText("Please upload your resume before submitting.")).toHaveCount(1);
    expect(requests).toBe(0);
    await expectNoAxeViolations(page);
  });

  test("a file that is not what its name says fails to upload: toast, name cleared, event", async ({ page }) => {
    await page.goto("/careers/engineering");
    const form = page.getByRole("region", { name: "Apply Now" });
    const upload = page.waitForResponse((response) => response.url().endsWith("/api/resumes"));
    await form.getByLabel("Resume").setInputFiles({ name: "photo.pdf", mimeType: "application/pdf", buffer: PNG_BYTES });
    expect((await upload).status()).toBe(415);
    await expect(page.getByText("Failed to upload resume. Please try again.")).toBeVisible();
    await expect(form.getByLabel("Resume")).toHaveValue("");
    await expect(form.getByText(/Uploaded:/)).toHaveCount(0);
    await expect(form.getByLabel("Resume")).toHaveAccessibleDescription(/not a real \.pdf document/);
    await expect(form.getByRole("button", { name: "Submit Application" })).toBeDisabled();
    expect(await dataLayerEvents(page, "resume_upload_error")).toEqual([
      {
        event: "resume_upload_error",
        department_id: "engineering",
        error_message: "This file is not a real .pdf document. Please upload your résumé as a PDF, DOC or DOCX file.",
      },
    ]);
  });

  test("an executable renamed .docx and a file over 10 MB fail with a clear message", async ({ page }) => {
    await page.goto("/careers/strategy");
    const form = page.getByRole("region", { name: "Apply Now" });
    await form.getByLabel("Resume").setInputFiles({ name: "cv.docx", mimeType: "application/octet-stream", buffer: EXE_BYTES });
    await expect(page.getByText("Failed to upload resume. Please try again.")).toBeVisible();
    await expect(form.getByLabel("Resume")).toHaveValue("");

    let uploads = 0;
    page.on("request", (request) => {
      if (request.url().endsWith("/api/resumes")) uploads += 1;
    });
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 0x20);
    big.write("%PDF-1.4\n");
    await form.getByLabel("Resume").setInputFiles({ name: "big.pdf", mimeType: "application/pdf", buffer: big });
    await expect(form.getByLabel("Resume")).toHaveAccessibleDescription(/larger than 10 MB/);
    await expect(form.getByLabel("Resume")).toHaveValue("");
    // Too big to be worth sending: the browser refuses it before uploading.
    expect(uploads).toBe(0);
  });
});
