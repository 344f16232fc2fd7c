import { expect, type Page, test } from "@playwright/test";
import { contentCommand, contentFolder, postFile, unique } from "./support/content";
import { inviteByForm, signIn } from "./support/staff";

// An admin issues a token on /staff/team without scripts; the real content:push sends a folder with
// it and nothing else (no store, no webhook secret), and the post is live. Revoking the token, and
// lowering its member to hiring, refuse the next push.
test.describe.configure({ timeout: 180_000 });
test.use({ javaScriptEnabled: false });
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: "cookieConsent", value: "declined", url: baseURL ?? "" }]);
});

const clientOnly = (token: string) => ({ STAFF_TOKEN: token, DATA_DIR: "/nonexistent", REVALIDATION_SECRET: "", FILE_SIGNING_SECRET: "" });

async function issueToken(admin: Page, email: string, label: string): Promise<string> {
  await admin.goto("/staff/team");
  const form = admin.getByRole("form", { name: "Issue an API token" });
  await form.getByLabel("Staff member").fill(email);
  await form.getByLabel("Label").fill(label);
  await form.getByRole("button", { name: "Issue token" }).click();
  await expect(admin.getByRole("status").first()).toContainText("Token issued");
  const token = (await admin.getByTestId("issued-token").textContent()) ?? "";
  expect(token).toMatch(/^lxr_[a-f0-9]{16}_[A-Za-z0-9_-]{43}$/);
  await expect(admin.getByRole("row").filter({ hasText: label })).toContainText(email);
  expect((await admin.context().cookies()).map((cookie) => cookie.name)).not.toContain("lexor_issued_token");
  await admin.reload();
  await expect(admin.getByRole("row").filter({ hasText: label })).toContainText(email);
  await expect(admin.getByTestId("issued-token")).toHaveCount(0);
  return token;
}

test("a token issued in /staff pushes a post live; revoked, or its member lowered to hiring, the next push is refused", async ({ page, baseURL }, testInfo) => {
  const site = baseURL ?? "";
  const id = unique(testInfo.project.name);
  const editor = `editor-${id}@lexor.example`;
  await signIn(page);
  await inviteByForm(page, editor, "editor");

  const slug = `token-${id}`;
  const folder = contentFolder({
    [`posts/${slug}.md`]: postFile({ title: `Pushed with a token ${id}`, slug, status: "published" }, "From a laptop with no key."),
  });
  const token = await issueToken(page, editor, `laptop ${id}`);
  const pushed = await contentCommand("push", [folder], site, clientOnly(token));
  expect(pushed.code, `${pushed.stdout}\n${pushed.stderr}`).toBe(0);
  expect(pushed.stdout).toContain(`create  blogs/${slug}`);
  expect(pushed.stdout).toContain("refreshed what changed");
  expect(await (await page.request.get(`/blog/${slug}`)).text()).toContain(`Pushed with a token ${id}`);
  await page.goto("/staff/team");
  await expect(page.getByRole("row").filter({ hasText: `laptop ${id}` })).not.toContainText("never");

  await page
    .getByRole("form", { name: `Revoke laptop ${id} of ${editor}` })
    .getByRole("button", { name: "Revoke" })
    .click();
  await expect(page.getByRole("status").first()).toContainText("Token revoked");
  const revoked = await contentCommand("push", [folder], site, clientOnly(token));
  expect(revoked.code).toBe(1);
  expect(revoked.stderr).toContain("refused the push (401)");

  const second = await issueToken(page, editor, `second ${id}`);
  const changed = await page.request.post("/api/staff/team", { form: { email: editor, role: "hiring", "department.design": "on" }, headers: { origin: site } });
  expect(changed.status()).toBe(200);
  const lowered = await contentCommand("push", [folder], site, clientOnly(second));
  expect(lowered.code).toBe(1);
  expect(lowered.stderr).toContain("refused the push (403)");

  const spoofed = await page.request.get("/staff/team", { headers: { "x-lexor-issued-token": second } });
  expect(await spoofed.text()).not.toContain(second);
});
