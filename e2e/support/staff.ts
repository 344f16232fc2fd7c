import { type Browser, type BrowserContext, expect, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { type CaughtMail, caughtMail, waitForMail } from "./mail";

export const STAFF_EMAIL = "staff@lexor.example";

/** Signs in by the emailed link, as a person would; `landing` is the heading of the page the role lands on. */
export async function signIn(page: Page, email = STAFF_EMAIL, landing = "Applicant inbox"): Promise<string> {
  const isSignIn = (message: CaughtMail) => message.to?.includes(email) === true && message.subject === "Your Lexor staff sign-in link";
  const before = (await caughtMail()).filter(isSignIn).length;
  await page.goto("/staff");
  await expect(page).toHaveURL(/\/staff\/sign-in$/);
  await page.getByLabel("Work email").fill(email);
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  await expect(page.getByRole("status")).toContainText("a sign-in link is on its way");
  await expect.poll(async () => (await caughtMail()).filter(isSignIn).length, { timeout: 15_000 }).toBeGreaterThan(before);
  const mail = (await caughtMail()).filter(isSignIn).at(-1);
  const link = /(https?:\/\/\S+\/staff\/sign-in\/complete\?code=\S+)/.exec(mail?.text ?? "")?.[1] ?? "";
  await page.goto(link);
  await page.getByRole("button", { name: "Sign in to the applicant inbox" }).click();
  await expect(page.getByRole("heading", { name: landing, level: 1 })).toBeVisible();
  return link;
}

/** An admin's invitation through the team route, as the team page's form posts it. */
export async function invite(admin: Page, email: string, role: "editor" | "hiring", baseURL: string, department = "design"): Promise<void> {
  const form: Record<string, string> = { email, role, ...(role === "hiring" ? { [`department.${department}`]: "on" } : {}) };
  const response = await admin.request.post("/api/staff/team", { form, headers: { origin: baseURL } });
  expect(response.status()).toBe(200);
}

/** An admin's invitation through the team page's form, as a person fills it in; waits for its mail. */
export async function inviteByForm(admin: Page, email: string, role: "editor" | "hiring"): Promise<void> {
  await admin.goto("/staff/team");
  const form = admin.getByRole("region", { name: "Invite someone" });
  await form.getByLabel("Work email").fill(email);
  await form.getByRole("combobox", { name: "Role" }).selectOption({ value: role });
  if (role === "hiring") await form.getByRole("checkbox", { name: "Design" }).check();
  await form.getByRole("button", { name: "Invite" }).click();
  await expect(admin.getByRole("status")).toContainText("Invited");
  await waitForMail((mail) => mail.to?.includes(email) === true && mail.subject === "You are invited to the Lexor staff site");
}

type Member = { email: string; role: "editor" | "hiring" };

/** The first admin, signed in in a context of its own, invites each of `members` through the team route. */
export async function invitedByAdmin(browser: Browser, baseURL: string, members: Member[]): Promise<void> {
  const context = await browser.newContext();
  const admin = await context.newPage();
  await signIn(admin);
  for (const { email, role } of members) await invite(admin, email, role, baseURL);
  await context.close();
}

/** The first admin, signed in in a context of its own, invites each of `members` by the form. */
export async function inviteAll(browser: Browser, members: Member[]): Promise<void> {
  const context = await browser.newContext();
  const admin = await context.newPage();
  await signIn(admin);
  for (const { email, role } of members) await inviteByForm(admin, email, role);
  await context.close();
}

export interface EditorTabs {
  /** The context with scripts on, where `checker` runs axe (axe needs scripts). */
  scripted: BrowserContext;
  checker: Page;
  /** The same session with scripts off, which the specs drive. */
  scriptless: BrowserContext;
  page: Page;
  axeAt(url: string): Promise<void>;
}

/** `email` signed in once, with its session in a tab with scripts off and one with scripts on for axe. */
export async function editorTabs(browser: Browser, email: string): Promise<EditorTabs> {
  const scripted = await browser.newContext();
  const checker = await scripted.newPage();
  await signIn(checker, email, "Posts");
  const scriptless = await browser.newContext({ javaScriptEnabled: false, storageState: await scripted.storageState() });
  const page = await scriptless.newPage();
  const axeAt = async (url: string) => {
    await checker.goto(url);
    await expectNoAxeViolations(checker);
  };
  return { scripted, checker, scriptless, page, axeAt };
}
