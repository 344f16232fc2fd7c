import { expect, type Page } from "@playwright/test";
import { type CaughtMail, caughtMail } from "./mail";

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
