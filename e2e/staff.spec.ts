import fs from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { pdfBytes } from "@/tests/support/careers-fixtures";
import { expectNoAxeViolations } from "./support/axe";
import { E2E_DATA_DIR, e2eDocuments, storedApplication, storedResumeCount, uniqueEmail, waitForMail } from "./support/careers";
import { EMAIL_IN_URL } from "./support/personal-data";
import { invite, STAFF_EMAIL, signIn } from "./support/staff";

// A visitor applies and a staff member follows the application to its deletion. It stores and
// deletes an application, so it runs in the serial projects (playwright.config.ts).
test.describe.configure({ timeout: 180_000 });
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: "cookieConsent", value: "declined", url: baseURL ?? "" }]);
});

function filesHolding(text: string, folder = E2E_DATA_DIR): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return filesHolding(text, file);
    return fs.readFileSync(file).includes(Buffer.from(text)) ? [file] : [];
  });
}

async function seedApplication(departmentId: string, name: string, email = uniqueEmail("seeded")): Promise<string> {
  const now = Date.now();
  const id = `${now}-${Math.random().toString(16).slice(2, 10).padEnd(8, "0")}`;
  const data = {
    role: "Analyst",
    name,
    email,
    phone: "",
    github: "",
    resumeURL: `resumes/${now}-missing.pdf`,
    techStack: "",
    location: "",
    workStyle: "",
    departmentId,
    submittedAt: new Date(now).toISOString(),
    status: "pending",
  };
  const result = await e2eDocuments().commit([{ op: "create", collection: "applications", id, data }]);
  expect(result.committed).toBe(true);
  return id;
}

test("an admin invites a hiring manager without scripts; the manager sees only their department's applicants", async ({ browser, baseURL }, testInfo) => {
  const stamp = `${testInfo.project.name} ${Date.now()}`;
  const designId = await seedApplication("design", `Dana Design ${stamp}`);
  const engineeringId = await seedApplication("engineering", `Erin Engineering ${stamp}`);
  const hostile = `=HYPERLINK("http://x","y") ${stamp}`;
  await seedApplication("design", hostile);
  const manager = `hiring-${Date.now()}@lexor.example`;

  const scriptless = await browser.newContext({ javaScriptEnabled: false });
  const admin = await scriptless.newPage();
  await signIn(admin);
  await admin.getByRole("link", { name: "Team" }).click();
  await expect(admin.getByRole("heading", { name: "Team", level: 1 })).toBeVisible();
  await admin.getByLabel("Work email").fill(manager);
  await admin.getByRole("combobox", { name: "Role" }).first().selectOption({ value: "hiring" });
  await admin.getByRole("region", { name: "Invite someone" }).getByRole("checkbox", { name: "Design" }).check();
  await admin.getByRole("button", { name: "Invite" }).click();
  await expect(admin.getByRole("status")).toContainText("Invited");
  await expect(admin.getByRole("heading", { name: manager, level: 3 })).toBeVisible();
  await waitForMail((mail) => mail.to?.includes(manager) === true && mail.subject === "You are invited to the Lexor staff site");
  await scriptless.close();

  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, manager);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByRole("link", { name: `Dana Design ${stamp}` })).toBeVisible();
  await expect(page.getByRole("link", { name: `Erin Engineering ${stamp}` })).toHaveCount(0);
  await expect(page.getByLabel("Department").locator("option")).toHaveText(["All departments", "Design"]);
  // "Analyst" is no role of Design's content: it is offered because someone applied to it.
  await expect(page.getByLabel("Role", { exact: true }).locator("option", { hasText: /^Analyst$/ })).toHaveCount(1);
  await expectNoAxeViolations(page);
  const exported = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download these applications (CSV)" }).click();
  const csv = fs.readFileSync((await (await exported).path()) ?? "", "utf8");
  expect(csv).toContain(`Dana Design ${stamp}`);
  expect(csv).toContain(`"'${hostile.replaceAll('"', '""')}"`);
  expect(csv).not.toContain("Erin Engineering");
  expect(
    csv
      .split("\r\n")
      .slice(1, -1)
      .every((line) => line.includes(",design,")),
  ).toBe(true);
  await page.getByLabel("Name or email").fill("Erin Engineering");
  await page.getByRole("button", { name: "Show applications" }).click();
  await expect(page.getByText("No applications match.")).toBeVisible();
  const unknown = `${Date.now()}-0123abcd`;
  const pairs: Array<[string, string]> = [
    [`/staff/applications/${engineeringId}`, `/staff/applications/${unknown}`],
    [`/staff/applications/${engineeringId}/delete`, `/staff/applications/${unknown}/delete`],
    [`/api/staff/applications/${engineeringId}/resume`, `/api/staff/applications/${unknown}/resume`],
  ];
  for (const [foreign, missing] of pairs) {
    const [a, b] = [await page.request.get(foreign), await page.request.get(missing)];
    expect([a.status(), foreign]).toEqual([404, foreign]);
    expect(b.status()).toBe(404);
    if (foreign.startsWith("/api/")) expect(await a.text()).toBe(await b.text());
  }
  expect((await page.request.get(`/staff/applications/${designId}`)).status()).toBe(200);
  const team = await page.request.get("/staff/team", { maxRedirects: 0 });
  expect([team.status(), team.headers().location]).toEqual([307, "/staff/not-allowed"]);
  const raise = await page.request.post("/api/staff/team", { form: { email: manager, role: "admin" }, headers: { origin: baseURL ?? "" } });
  expect(raise.status()).toBe(403);
  await context.close();
});

test("a second hiring manager, on Engineering, sees only Engineering's applicants: list, search, direct URL, résumé and export", async ({
  browser,
  baseURL,
}, testInfo) => {
  const stamp = `${testInfo.project.name} ${Date.now()}`;
  const designId = await seedApplication("design", `Dana Design ${stamp}`);
  await seedApplication("engineering", `Erin Engineering ${stamp}`);
  const manager = `hiring-engineering-${Date.now()}@lexor.example`;
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin);
  await invite(admin, manager, "hiring", baseURL ?? "", "engineering");
  await adminContext.close();

  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, manager);
  await expect(page.getByRole("link", { name: `Erin Engineering ${stamp}` })).toBeVisible();
  await expect(page.getByRole("link", { name: `Dana Design ${stamp}` })).toHaveCount(0);
  await expect(page.getByLabel("Department").locator("option")).toHaveText(["All departments", "Engineering"]);
  const exported = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download these applications (CSV)" }).click();
  const csv = fs.readFileSync((await (await exported).path()) ?? "", "utf8");
  expect(csv).toContain(`Erin Engineering ${stamp}`);
  expect(csv).not.toContain("Dana Design");
  expect(
    csv
      .split("\r\n")
      .slice(1, -1)
      .every((line) => line.includes(",engineering,")),
  ).toBe(true);
  await page.getByLabel("Name or email").fill(`Dana Design ${stamp}`);
  await page.getByRole("button", { name: "Show applications" }).click();
  await expect(page.getByText("No applications match.")).toBeVisible();
  for (const foreign of [`/staff/applications/${designId}`, `/api/staff/applications/${designId}/resume`]) {
    expect([(await page.request.get(foreign)).status(), foreign]).toEqual([404, foreign]);
  }
  await context.close();
});

test("the team page and the sign-in page are axe-clean and show no cookie banner", async ({ page, context }) => {
  await signIn(page);
  await page.goto("/staff/team");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Sign out" }).click();
  await context.clearCookies();
  await page.goto("/staff/sign-in");
  await expect(page.getByLabel("Work email")).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("a visitor applies; staff sign in by link, find, review, note and delete the application", async ({ page, request }, testInfo) => {
  const name = `Hedy Lamarr ${testInfo.project.name} ${Date.now()}`;
  const email = uniqueEmail("hedy");
  await page.goto("/careers/engineering");
  const form = page.getByRole("region", { name: "Apply Now" });
  await form.getByLabel("Role").selectOption("Full Stack Engineer");
  await form.getByLabel("Full Name").fill(name);
  await form.getByLabel("Email", { exact: true }).fill(email);
  await form.getByLabel("Phone Number").fill("+44 20 7946 0000");
  await form.getByLabel("GitHub Profile").fill("https://github.com/hedy");
  await form.getByLabel("Resume").setInputFiles({ name: "hedy-cv.pdf", mimeType: "application/pdf", buffer: pdfBytes(`résumé of ${email}`) });
  await expect(form.getByText("Uploaded: hedy-cv.pdf")).toBeVisible();
  const answer = page.waitForResponse((response) => response.url().endsWith("/api/applications") && response.request().method() === "POST");
  await form.getByRole("button", { name: "Submit Application" }).click();
  const { id } = (await (await answer).json()) as { id: string };
  const notification = await waitForMail((mail) => mail.subject?.startsWith("New application:") === true && mail.subject.endsWith(name));
  const emailedResumeLink = /(https?:\/\/\S+\/api\/files\/resumes\/\S+)/.exec(notification.text ?? "")?.[1] ?? "";
  expect(emailedResumeLink).not.toBe("");

  const signInLink = await signIn(page);

  const requested: string[] = [];
  page.on("request", (sent) => requested.push(sent.url()));
  await page.goto("/staff?q=hedy&stage=offer");
  await expect(page).toHaveURL(/\/staff$/);
  await expect(page.getByLabel("Name or email")).toHaveValue("");

  // Found by department, then by email address: the search is posted and kept in a cookie, never in a URL.
  await page.getByLabel("Department").selectOption({ label: "Engineering" });
  await page.getByRole("button", { name: "Show applications" }).click();
  await expect(page.getByRole("link", { name })).toBeVisible();
  await page.getByLabel("Name or email").fill(email);
  await page.getByRole("button", { name: "Show applications" }).click();
  await expect(page.getByLabel("Name or email")).toHaveValue(email);
  await expect(page.getByRole("row")).toHaveCount(2);
  await expect(page.getByRole("link", { name })).toBeVisible();
  expect(page.url()).toMatch(/\/staff$/);
  expect(requested.filter((url) => url.endsWith("/api/staff/inbox-filter"))).toHaveLength(2);
  expect(requested.filter((url) => EMAIL_IN_URL.test(url))).toEqual([]);

  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(page.getByLabel("Name or email")).toHaveValue("");
  await expect(page.getByLabel("Department")).toHaveValue("");
  await page.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download résumé" }).click();
  expect((await download).suggestedFilename()).toBe(`${name} résumé.pdf`);

  for (const stage of ["Reviewing", "Interview", "Offer"]) {
    await page.getByLabel("Move to").selectOption({ label: stage });
    await page.getByRole("button", { name: "Change stage" }).click();
    await expect(page.getByRole("heading", { name: `Stage: ${stage}` })).toBeVisible();
  }
  await expect(page.getByText(`Changed by ${STAFF_EMAIL}`)).toBeVisible();
  await page.getByLabel("Add a note").fill("Clear systems thinking; offer approved.");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByText("Clear systems thinking; offer approved.")).toBeVisible();
  // One list, oldest first: the two emails the application sent by itself, three moves, the note.
  const history = page.getByRole("region", { name: "History", exact: true }).getByRole("listitem");
  await expect(history).toHaveCount(6);
  await expect(history.nth(0)).toContainText(`Email We received your application for Full Stack Engineer to ${email}`);
  await expect(history.nth(0)).toContainText("Sent by the site, ");
  await expect(history.nth(1)).toContainText("Email New application:");
  await expect(history.nth(4)).toContainText("Moved from Interview to Offer");
  await expect(history.nth(5).getByText(new RegExp(`^${STAFF_EMAIL}, `))).toBeVisible();

  const resumesBefore = storedResumeCount();
  await page.getByRole("link", { name: /^Delete .* data…$/ }).click();
  await expect(page.getByRole("heading", { name: `Delete ${name}'s data?` })).toBeVisible();
  expect(await storedApplication(id)).not.toBeNull();
  await page.getByRole("button", { name: "Delete permanently" }).click();
  await expect(page.getByText("The applicant's data was deleted.")).toBeVisible();
  expect(await storedApplication(id)).toBeNull();
  expect(filesHolding(email)).toEqual([]);
  expect(storedResumeCount()).toBe(resumesBefore - 1);
  expect([403, 404]).toContain((await request.get(emailedResumeLink)).status());
  expect((await page.request.get(`/api/staff/applications/${id}/resume`)).status()).toBe(404);
  expect((await page.request.get(`/staff/applications/${id}`)).status()).toBe(404);

  // The link signed this staff member in once; it does not again.
  const again = await request.post("/api/staff/session", {
    form: { code: new URL(signInLink).searchParams.get("code") ?? "" },
    headers: { origin: new URL(signInLink).origin },
  });
  expect(again.status()).toBe(400);
});

test("a hiring manager emails a candidate without scripts, Reply-To the department's hiring address; a move to rejected offers the rejection email and sends nothing until Send", async ({
  browser,
  baseURL,
}, testInfo) => {
  // Two sign-ins by emailed link and two deliveries: minutes on a loaded machine.
  test.setTimeout(300_000);
  const name = `Casey Candidate ${testInfo.project.name} ${Date.now()}`;
  const candidate = uniqueEmail("casey");
  const id = await seedApplication("design", name, candidate);
  const manager = `hiring.mail.${Date.now()}@lexor.example`;
  const sentFromPage = async () =>
    (await e2eDocuments().list("mailOutbox", { where: { field: "kind", equals: "candidate-email" } })).filter(
      (row) => (row.data.source as { id: string }).id === id,
    ).length;
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin);
  await invite(admin, manager, "hiring", baseURL ?? "");
  await adminContext.close();

  const scriptless = await browser.newContext({ javaScriptEnabled: false });
  let page = await scriptless.newPage();
  await signIn(page, manager);
  await page.goto(`/staff/applications/${id}`);
  let compose = page.getByRole("region", { name: "Email the candidate" });
  await expect(compose.getByLabel("Subject")).toHaveCount(0);
  await compose.getByLabel("Template").selectOption({ label: "Invitation to interview" });
  await compose.getByRole("button", { name: "Preview" }).click();
  await expect(page).toHaveURL(new RegExp(`/staff/applications/${id}\\?compose=interview#email-title$`));
  await expect(compose.getByLabel("Subject")).toHaveValue("Interview for Analyst at Lexor");
  await expect(compose.getByLabel("Message")).toHaveValue(/^Hi Casey,\n\nThank you for applying for the Analyst position in our Design team\./);
  await expect(compose).toContainText(`To ${candidate}; replies go to design-hiring@lexor.example.`);
  await compose.getByLabel("Message").fill(`${await compose.getByLabel("Message").inputValue()}\n\nThursday at 14:00 suits us.`);
  await compose.getByRole("button", { name: "Send email" }).click();
  await expect(page.getByRole("status")).toHaveText("The email is queued and will be sent in a moment.");
  const invitation = await waitForMail((mail) => mail.to?.includes(candidate) === true && mail.subject === "Interview for Analyst at Lexor");
  expect(invitation.replyTo).toBe("design-hiring@lexor.example");
  expect(invitation.text).toContain("Thursday at 14:00 suits us.");
  const historyOf = (on: Page) => on.getByRole("region", { name: "History", exact: true }).getByRole("listitem");
  await expect(historyOf(page).last()).toContainText(`Emailed Interview for Analyst at Lexor to ${candidate}`);
  await expect(historyOf(page).last()).toContainText(`${manager}, `);
  expect(await sentFromPage()).toBe(1);

  // The same session with scripts on, where axe can run: the forms are the same plain posts.
  const scripted = await browser.newContext({ storageState: await scriptless.storageState() });
  await scriptless.close();
  page = await scripted.newPage();
  await page.goto(`/staff/applications/${id}`);
  compose = page.getByRole("region", { name: "Email the candidate" });
  const history = historyOf(page);
  await page.getByLabel("Move to").selectOption({ label: "Rejected" });
  await page.getByRole("button", { name: "Change stage" }).click();
  await expect(page.getByRole("heading", { name: "Stage: Rejected" })).toBeVisible();
  await expect(page).toHaveURL(/\?compose=rejection#email-title$/);
  await expect(compose.getByLabel("Template")).toHaveValue("rejection");
  await expect(compose.getByLabel("Subject")).toHaveValue("Your application for Analyst at Lexor");
  await expect(compose.getByLabel("Message")).toHaveValue(/we have decided not to take your application further/);
  await expect(history.last()).toContainText("Moved from New to Rejected");
  expect(await sentFromPage(), "the move queued no email").toBe(1);
  await expectNoAxeViolations(page);
  await compose.getByRole("button", { name: "Send email" }).press("Enter");
  await expect(page.getByRole("status")).toHaveText("The email is queued and will be sent in a moment.");
  const rejection = await waitForMail((mail) => mail.to?.includes(candidate) === true && mail.subject === "Your application for Analyst at Lexor");
  expect(rejection.replyTo).toBe("design-hiring@lexor.example");
  expect(await sentFromPage()).toBe(2);
  await expect(history.last()).toContainText(`Emailed Your application for Analyst at Lexor to ${candidate}`);
  await expectNoAxeViolations(page);
  await scripted.close();
});

test("a send from a page opened before the candidate's last email is refused and keeps what was typed, scripts off and on", async ({ browser }, testInfo) => {
  test.setTimeout(300_000);
  const id = await seedApplication("design", `Stale Page ${testInfo.project.name} ${Date.now()}`);
  const sentFromPage = async () =>
    (await e2eDocuments().list("mailOutbox", { where: { field: "kind", equals: "candidate-email" } })).filter(
      (row) => (row.data.source as { id: string }).id === id,
    ).length;
  for (const javaScriptEnabled of [false, true]) {
    const context = await browser.newContext({ javaScriptEnabled });
    const [first, second] = [await context.newPage(), await context.newPage()];
    await signIn(first);
    for (const page of [first, second]) await page.goto(`/staff/applications/${id}?compose=message#email-title`);
    await first.getByRole("region", { name: "Email the candidate" }).getByRole("button", { name: "Send email" }).click();
    await expect(first.getByRole("status")).toHaveText("The email is queued and will be sent in a moment.");
    const sent = await sentFromPage();

    const compose = second.getByRole("region", { name: "Email the candidate" });
    const typed = `Typed on the older page, scripts ${javaScriptEnabled ? "on" : "off"}.`;
    await compose.getByLabel("Subject").fill("From the older page");
    await compose.getByLabel("Message").fill(typed);
    await compose.getByRole("button", { name: "Send email" }).click();
    await expect(second).toHaveURL(new RegExp(`/staff/applications/${id}\\?kept=1#email-title$`));
    await expect(compose.getByRole("alert")).toContainText("after this page was opened. Nothing was sent");
    await expect(compose.getByLabel("Subject")).toHaveValue("From the older page");
    await expect(compose.getByLabel("Message")).toHaveValue(typed);
    expect(await sentFromPage(), "the stale send queued nothing").toBe(sent);
    if (javaScriptEnabled) await expectNoAxeViolations(second);

    await compose.getByRole("button", { name: "Send email" }).click();
    await expect(second.getByRole("status")).toHaveText("The email is queued and will be sent in a moment.");
    expect(await sentFromPage()).toBe(sent + 1);
    await context.close();
  }
});

test("two reviewers score an application without scripts; each sees the other's scorecard only after adding their own", async ({
  browser,
  baseURL,
}, testInfo) => {
  const name = `Sam Scorecard ${testInfo.project.name} ${Date.now()}`;
  const id = await seedApplication("design", name);
  const second = `reviewer-${Date.now()}@lexor.example`;
  const scriptless = await browser.newContext({ javaScriptEnabled: false });
  const first = await scriptless.newPage();
  await signIn(first);
  const invited = await first.request.post("/api/staff/team", {
    data: { email: second, role: "hiring", departments: ["design"] },
    headers: { origin: baseURL ?? "" },
  });
  expect(invited.status()).toBeLessThan(300);
  await first.goto(`/staff/applications/${id}`);
  const cards = (page: Page) => page.getByRole("region", { name: "Scorecards" });
  await expect(cards(first)).toContainText("No scorecards yet.");
  await cards(first).getByRole("radio", { name: "Strong yes" }).check();
  await cards(first).getByLabel("Why").fill("Owned the migration end to end.");
  await cards(first).getByRole("button", { name: "Save scorecard" }).click();
  await expect(cards(first).getByRole("listitem")).toHaveText([/Strong yes.*Owned the migration end to end\./]);

  const other = await browser.newContext();
  const reviewer = await other.newPage();
  await signIn(reviewer, second);
  await reviewer.goto(`/staff/applications/${id}`);
  await expect(cards(reviewer)).toContainText("1 other reviewer has scored. Add yours to see theirs.");
  await expect(reviewer.getByText("Owned the migration end to end.")).toHaveCount(0);
  await expect(reviewer.getByRole("region", { name: "History", exact: true })).toContainText(`Added a scorecard (shown once you add yours)${STAFF_EMAIL}`);
  await expectNoAxeViolations(reviewer);
  await reviewer.getByRole("radio", { name: "No", exact: true }).focus();
  await reviewer.keyboard.press("Space");
  await cards(reviewer).getByLabel("Why").fill("Little on testing.");
  await cards(reviewer).getByRole("button", { name: "Save scorecard" }).press("Enter");
  await expect(cards(reviewer).getByRole("listitem")).toHaveText([/^No.*Little on testing\..*reviewer-/, /^Strong yes.*Owned the migration/]);
  await expect(reviewer.getByRole("region", { name: "History", exact: true })).toContainText(
    `Scored Strong yes: Owned the migration end to end.${STAFF_EMAIL}`,
  );
  await expectNoAxeViolations(reviewer);

  await first.reload();
  await expect(cards(first).getByRole("listitem")).toHaveText([/^Strong yes/, /^No.*Little on testing\./]);
  await scriptless.close();
  await other.close();
});

test("staff pages refuse visitors without a session, are never cached and are not indexed", async ({ request }) => {
  for (const path of ["/staff", "/staff/applications/1700000000000-0123abcd"]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(307);
    expect(response.headers().location, path).toMatch(/\/staff\/sign-in$/);
    expect(response.headers()["cache-control"], path).toMatch(/private/);
    expect(response.headers()["cache-control"], path).toMatch(/no-store/);
  }
  const signInPage = await request.get("/staff/sign-in");
  expect(signInPage.headers()["cache-control"]).toMatch(/no-store/);
  expect(signInPage.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  expect(await signInPage.text()).toContain('<meta name="robots" content="noindex, nofollow"/>');
  const forged = await request.get("/staff", { maxRedirects: 0, headers: { cookie: `lexor_staff=${"A".repeat(43)}` } });
  expect(forged.status()).toBe(307);
  const crossSite = await request.post("/api/staff/sign-in", { form: { email: STAFF_EMAIL }, headers: { origin: "http://evil.example" } });
  expect(crossSite.status()).toBe(403);
});
