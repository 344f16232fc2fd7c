import fs from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";
import { editorTabs, inviteAll, signIn } from "./support/staff";

// An editor writes, previews, schedules (and sees go live at its time), gives a cover, renames and
// withdraws a post from the browser with scripts off; a hiring manager is refused all of it. It signs staff in through the mail catcher
// and publishes, so it runs in the serial projects (playwright.config.ts).
test.describe.configure({ timeout: 480_000 });
test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: "cookieConsent", value: "declined", url: baseURL ?? "" }]);
});

const postForm = (page: Page) => page.getByRole("form", { name: "Post" });

test("an editor writes, previews, schedules, covers, renames and withdraws a post without scripts, and sees it go live at its time; hiring is refused", async ({
  browser,
  baseURL,
}, testInfo) => {
  const stamp = `${testInfo.project.name.replace(/\W+/g, "-")}-${Date.now()}`;
  const editor = `editor-${stamp}@lexor.example`;
  const hiring = `hiring-${stamp}@lexor.example`;
  await inviteAll(browser, [
    { email: editor, role: "editor" },
    { email: hiring, role: "hiring" },
  ]);

  const { scripted, checker, scriptless, page, axeAt } = await editorTabs(browser, editor);
  await expect(checker).toHaveURL(/\/staff\/posts$/);
  await expectNoAxeViolations(checker);
  const dialogs: string[] = [];
  for (const tab of [page, checker]) {
    tab.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
  }
  await page.goto("/staff/posts");

  const slug = `browser-post-${stamp}`.toLowerCase();
  await page.getByRole("link", { name: "New post" }).click();
  await expect(page.getByRole("heading", { name: "New post", level: 1 })).toBeVisible();
  await axeAt("/staff/posts/new");
  const form = postForm(page);
  await form.getByLabel("Title").fill(`Written in the browser ${stamp}`);
  await form.getByLabel("Slug").fill(slug);
  await form.getByLabel("Excerpt").fill("A post an editor wrote in the browser.");
  await form.getByLabel("Category").selectOption("Data");
  await form.getByLabel("Tags").fill("Editing, Browser");
  await form.getByLabel("Author", { exact: true }).fill("Ada Editor");
  await form
    .getByLabel("Body (Markdown)")
    .fill(`## A heading\n\nSome **bold** text.\n\n<script>alert("body")</script><img src="/x.png" alt="" onerror="alert('img')">`);
  await form.getByRole("button", { name: "Preview" }).click();
  const preview = page.getByRole("region", { name: "Preview" });
  await expect(preview.getByRole("heading", { name: "A heading" })).toBeVisible();
  await expect(preview.locator("strong")).toHaveText("bold");
  await expect(preview.locator("script, [onerror]")).toHaveCount(0);
  await expect(postForm(page).getByLabel("Title")).toHaveValue(`Written in the browser ${stamp}`);
  await axeAt(page.url());

  await postForm(page).getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/staff/posts/${slug}\\?done=save$`));
  expect((await page.request.get(`/blog/${slug}`)).status()).toBe(404);

  // Far enough ahead for a loaded machine to read the article before the moment; the poll below waits for the moment itself.
  const goesLive = new Date(Date.now() + 45_000);
  goesLive.setMilliseconds(0);
  await postForm(page).getByLabel("Publish time").fill(goesLive.toISOString());
  await postForm(page).getByRole("button", { name: "Schedule" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Scheduled: the post goes live at its publish time." })).toBeVisible();
  await expect(page.getByText("State: scheduled.")).toBeVisible();
  await expect(page.getByTestId("site-refresh")).toHaveText(/Live/);
  expect((await page.request.get(`/blog/${slug}`)).status()).toBe(404);
  await expect.poll(async () => (await page.request.get(`/blog/${slug}`)).status(), { timeout: 180_000, intervals: [1_000] }).toBe(200);
  expect(Date.now()).toBeGreaterThanOrEqual(goesLive.getTime());
  expect(await (await page.request.get(`/blog/${slug}`)).text()).toContain(`Written in the browser ${stamp}`);
  await page.reload();
  await expect(page.getByText("State: published.")).toBeVisible();

  const coverForm = page.getByRole("form", { name: "Upload a cover" });
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert("svg")</script></svg>');
  await coverForm.getByLabel("Alt text").fill("A vector");
  await coverForm.getByLabel("Picture").setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: svg });
  await coverForm.getByRole("button", { name: "Upload cover" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "SVG covers cannot be uploaded here" })).toBeVisible();
  await expect(page).toHaveURL(/\?cover=svg#cover$/);
  await axeAt(page.url());
  const alt = `A harbour at dawn "><script>alert("alt")</script>`;
  await coverForm.getByLabel("Alt text").fill(alt);
  await coverForm
    .getByLabel("Picture")
    .setInputFiles({ name: '<img src=x onerror="alert(1)">.png', mimeType: "image/png", buffer: fs.readFileSync("public/icons/icon-192.png") });
  await coverForm.getByRole("button", { name: "Upload cover" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Cover saved" })).toBeVisible();
  await expect(page.getByTestId("site-refresh")).toHaveText(/Live/);
  await expect(postForm(page).getByLabel("Cover alt text")).toHaveValue(alt);
  await axeAt(page.url());
  const covered = await browser.newPage();
  covered.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await covered.goto(`/blog/${slug}`);
  const cover = covered.getByRole("article").getByRole("img", { name: alt, exact: true });
  await expect(cover).toHaveAttribute("src", /blog%2Fcovers%2Fbrowser-post-/);
  await expect.poll(() => cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
  await covered.close();

  const renamed = `${slug}-renamed`;
  await postForm(page).getByLabel("Title").fill(`Renamed <script>alert("title")</script> ${stamp}`);
  await postForm(page).getByLabel("Slug").fill(renamed);
  await postForm(page).getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
  const moved = await page.request.get(`/blog/${slug}`, { maxRedirects: 0 });
  expect(moved.status()).toBe(308);
  expect(new Set(moved.headers().location?.split(", "))).toEqual(new Set([`/blog/${renamed}`]));
  const article = await browser.newPage();
  article.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await article.goto(`/blog/${renamed}`);
  await expect(article.getByRole("heading", { level: 1 })).toHaveText(`Renamed <script>alert("title")</script> ${stamp}`);
  await article.close();

  const other = await scriptless.newPage();
  await other.goto(page.url().replace(/\?.*$/, ""));
  await postForm(page).getByLabel("Excerpt").fill("The first editor's excerpt.");
  await postForm(page).getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
  const kept = "The second editor's body, which must not be lost.";
  await postForm(other).getByLabel("Body (Markdown)").fill(kept);
  await postForm(other).getByRole("button", { name: "Save changes" }).click();
  await expect(other.getByRole("alert").filter({ hasText: "Someone else saved this post after you opened it" })).toBeVisible();
  await expect(postForm(other).getByLabel("Body (Markdown)")).toHaveValue(kept);
  await axeAt(other.url());
  await expect(checker.getByRole("alert").filter({ hasText: "Someone else saved this post" })).toBeVisible();
  await other.close();

  await page.reload();
  await postForm(page).getByRole("button", { name: "Unpublish" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Unpublished" })).toBeVisible();
  expect((await page.request.get(`/blog/${renamed}`)).status()).toBe(410);
  await page.goto("/staff/posts");
  await expect(page.getByRole("region", { name: /^Withdrawn/ }).getByRole("link", { name: new RegExp(stamp) })).toBeVisible();
  await axeAt("/staff/posts");
  expect(dialogs).toEqual([]);
  await scripted.close();

  const crossSite = await page.request.post("/api/staff/posts", { form: { intent: "preview" }, headers: { origin: "http://evil.example" } });
  expect(crossSite.status()).toBe(403);
  const coverUpload = {
    version: "new",
    alt: "Hijacked",
    cover: { name: "cover.png", mimeType: "image/png", buffer: fs.readFileSync("public/icons/icon-192.png") },
  };
  const crossSiteCover = await page.request.post(`/api/staff/posts/${slug}/cover`, { multipart: coverUpload, headers: { origin: "http://evil.example" } });
  expect(crossSiteCover.status()).toBe(403);
  await scriptless.close();

  const hiringContext = await browser.newContext();
  const manager = await hiringContext.newPage();
  await signIn(manager, hiring);
  for (const path of ["/staff/posts", "/staff/posts/new", `/staff/posts/${slug}`]) {
    const refused = await manager.request.get(path, { maxRedirects: 0 });
    expect([path, refused.status(), refused.headers().location]).toEqual([path, 307, "/staff/not-allowed"]);
  }
  const write = { id: slug, version: "new", intent: "publish", title: "Hijacked", slug, excerpt: "x", category: "Data", markdown: "x" };
  const refusedWrite = await manager.request.post("/api/staff/posts", { form: write, headers: { origin: baseURL ?? "" } });
  expect(refusedWrite.status()).toBe(403);
  expect((await manager.request.post(`/api/staff/posts/${slug}/cover`, { multipart: coverUpload, headers: { origin: baseURL ?? "" } })).status()).toBe(403);
  await hiringContext.close();
  const signedOut = await browser.newContext();
  expect((await signedOut.request.post(`${baseURL}/api/staff/posts`, { form: write, headers: { origin: baseURL ?? "" } })).status()).toBe(401);
  await signedOut.close();
});
