import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { editorTabs, inviteAll, signIn } from "./support/staff";

// An editor's post keeps every change: the history lists them, one is shown and restored with
// scripts off and is live after its refresh; a restore over a newer save is refused; hiring is
// refused the history. It publishes posts, so it runs in the publishing project.
test.describe.configure({ timeout: 480_000 });
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: "cookieConsent", value: "declined", url: baseURL ?? "" }]);
});

const postForm = (page: Page) => page.getByRole("form", { name: "Post" });

test("an editor restores an earlier revision of a post, live after its refresh; a stale restore is refused; hiring is refused", async ({
  browser,
}, testInfo) => {
  const stamp = `${testInfo.project.name.replace(/\W+/g, "-")}-${Date.now()}`;
  const editor = `editor-${stamp}@lexor.example`;
  const hiring = `hiring-${stamp}@lexor.example`;
  await inviteAll(browser, [
    { email: editor, role: "editor" },
    { email: hiring, role: "hiring" },
  ]);

  const { scripted, checker, scriptless, page } = await editorTabs(browser, editor);

  const slug = `revised-post-${stamp}`.toLowerCase();
  await page.goto("/staff/posts/new");
  await postForm(page).getByLabel("Title").fill(`First title ${stamp}`);
  await postForm(page).getByLabel("Slug").fill(slug);
  await postForm(page).getByLabel("Excerpt").fill("A post with a history.");
  await postForm(page).getByLabel("Body (Markdown)").fill("The first body.");
  await postForm(page).getByRole("button", { name: "Publish now" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Published." })).toBeVisible();
  await postForm(page).getByLabel("Title").fill(`Second title ${stamp}`);
  await postForm(page).getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
  expect(await (await page.request.get(`/blog/${slug}`)).text()).toContain(`Second title ${stamp}`);

  await page.getByRole("link", { name: /^History/ }).click();
  await expect(page.getByRole("heading", { name: `History: Second title ${stamp}`, level: 1 })).toBeVisible();
  await expect(page.getByTestId("revision")).toHaveCount(2);
  await expect(page.getByTestId("revision").first()).toContainText(`Revision 2`);
  await expect(page.getByTestId("revision").first()).toContainText(`by ${editor}`);
  await checker.goto(page.url());
  await expectNoAxeViolations(checker);

  await page.getByRole("link", { name: "Revision 1" }).click();
  await expect(page.getByText(`First title ${stamp}`)).toBeVisible();
  await checker.goto(page.url());
  await expectNoAxeViolations(checker);
  const stale = await scriptless.newPage();
  await stale.goto(page.url());

  await page.getByRole("button", { name: "Restore this revision" }).click();
  await expect(page).toHaveURL(new RegExp(`/staff/posts/${slug}\\?done=restored$`));
  await expect(page.getByRole("status").filter({ hasText: "Restored" })).toBeVisible();
  await expect(page.getByTestId("site-refresh")).toHaveText(/Live since/);
  await expect(postForm(page).getByLabel("Title")).toHaveValue(`First title ${stamp}`);
  expect(await (await page.request.get(`/blog/${slug}`)).text()).toContain(`First title ${stamp}`);

  await stale.getByRole("button", { name: "Restore this revision" }).click();
  await expect(stale.getByRole("alert")).toContainText("Nothing was restored: someone changed this after you opened its history");
  await page.goto(`/staff/posts/${slug}/revisions`);
  await expect(page.getByTestId("revision")).toHaveCount(3);
  await expect(page.getByTestId("revision").first()).toContainText("restored revision 1");
  await scripted.close();
  await scriptless.close();

  const hiringContext = await browser.newContext();
  const manager = await hiringContext.newPage();
  await signIn(manager, hiring);
  for (const path of [`/staff/posts/${slug}/revisions`, `/staff/posts/${slug}/revisions/1`]) {
    const refused = await manager.request.get(path, { maxRedirects: 0 });
    expect([path, refused.status(), refused.headers().location]).toEqual([path, 307, "/staff/not-allowed"]);
  }
  await hiringContext.close();
});
