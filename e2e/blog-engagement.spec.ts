import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { createTestPost, type TestPost } from "./support/blog-posts";
import { ANY_VIEWPORT } from "./support/viewports";
import { expectNoAxeViolations } from "./support/axe";
import { holdRequests } from "./support/hold";
import { watchScripts } from "./support/scripts";

const likeButton = (page: Page) => page.getByRole("button", { name: /^Like this article/ });
const likeCount = (page: Page) => page.getByTestId("like-count");
const viewCount = (page: Page) => page.getByTestId("view-count");

/** Opens an article and waits for the counters request its load makes (a view, or a counters read). */
async function openArticle(page: Page, post: TestPost, kind: "view" | "counters") {
  const answered = page.waitForResponse((response) => {
    const path = new URL(response.url()).pathname;
    return kind === "view" ? path === `/api/blog/${post.slug}/view` : path === `/api/blog/${post.slug}`;
  });
  await page.goto(`/blog/${post.slug}`);
  const response = await answered;
  return response.json() as Promise<{ views: number; likes: number; counted?: boolean }>;
}

async function countersOf(context: BrowserContext | Page, post: TestPost) {
  const response = await context.request.get(`/api/blog/${post.slug}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as { views: number; likes: number };
}

test("a view counts once per browser session: a reload does not count again, a new context does", ANY_VIEWPORT, async ({ browser }, testInfo) => {
  const post = await createTestPost(testInfo);
  const first = await browser.newContext();
  const page = await first.newPage();

  expect(await openArticle(page, post, "view")).toEqual({ views: 1, likes: 0, counted: true });
  await expect(viewCount(page)).toHaveText("1 view");
  expect(await page.evaluate((key) => sessionStorage.getItem(key), `viewed_${post.id}`)).toBe("true");

  expect(await openArticle(page, post, "counters")).toEqual({ views: 1, likes: 0 });
  await expect(viewCount(page)).toHaveText("1 view");
  expect((await countersOf(page, post)).views).toBe(1);

  const second = await browser.newContext();
  const other = await second.newPage();
  expect(await openArticle(other, post, "view")).toEqual({ views: 2, likes: 0, counted: true });
  await expect(viewCount(other)).toHaveText("2 views");
  await Promise.all([first.close(), second.close()]);
});

test("likes from two browsers add up exactly, unliking takes one away, and each browser remembers its like", ANY_VIEWPORT, async ({ browser }, testInfo) => {
  const post = await createTestPost(testInfo);
  const alice = await browser.newContext();
  const bob = await browser.newContext();
  const alicePage = await alice.newPage();
  const bobPage = await bob.newPage();
  await openArticle(alicePage, post, "view");
  await openArticle(bobPage, post, "view");
  await expect(likeCount(alicePage)).toHaveText("0");
  await expect(likeButton(alicePage)).toHaveAttribute("aria-pressed", "false");
  const heart = likeButton(alicePage).locator("svg");
  await expect(heart).toHaveCSS("fill", "none");

  await likeButton(alicePage).click();
  await expect(likeCount(alicePage)).toHaveText("1");
  await expect(likeButton(alicePage)).toHaveAttribute("aria-pressed", "true");
  // The server draws the heart; CSS fills it while the button is pressed.
  await expect(heart).toHaveCSS("fill", /^rgb/);
  await expect(likeButton(alicePage)).toBeEnabled();
  expect(await alicePage.evaluate((key) => localStorage.getItem(key), `liked_${post.slug}`)).toBe("true");
  expect((await alice.cookies()).find((cookie) => cookie.name === "lexor_visitor")).toMatchObject({
    httpOnly: true,
    sameSite: "Lax",
  });

  await likeButton(bobPage).click();
  await expect(likeCount(bobPage)).toHaveText("2");
  expect((await countersOf(bobPage, post)).likes).toBe(2);

  await likeButton(alicePage).click();
  await expect(likeCount(alicePage)).toHaveText("1");
  await expect(likeButton(alicePage)).toHaveAttribute("aria-pressed", "false");
  await expect(heart).toHaveCSS("fill", "none");
  expect(await alicePage.evaluate((key) => localStorage.getItem(key), `liked_${post.slug}`)).toBe("false");

  await openArticle(bobPage, post, "counters");
  await expect(likeCount(bobPage)).toHaveText("1");
  await expect(likeButton(bobPage)).toHaveAttribute("aria-pressed", "true");
  expect((await countersOf(alicePage, post)).likes).toBe(1);
  await Promise.all([alice.close(), bob.close()]);
});

test("the like button is disabled while its request runs, and a failed like is rolled back and only logged", async ({ page }, testInfo) => {
  const post = await createTestPost(testInfo, { likes: 5 });
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await openArticle(page, post, "view");

  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**/api/blog/${post.slug}/like`, async (route) => {
    await held;
    await route.continue();
  });
  await likeButton(page).click();
  await expect(likeButton(page)).toBeDisabled();
  await expect(likeCount(page)).toHaveText("6");
  release();
  await expect(likeButton(page)).toBeEnabled();
  await expect(likeCount(page)).toHaveText("6");

  await page.unroute(`**/api/blog/${post.slug}/like`);
  await page.route(`**/api/blog/${post.slug}/like`, (route) => route.abort("connectionrefused"));
  await likeButton(page).click();
  await expect(likeButton(page)).toBeEnabled();
  await expect(likeCount(page)).toHaveText("6");
  await expect(likeButton(page)).toHaveAttribute("aria-pressed", "true");
  expect(errors.some((text) => text.includes("Failed to update the like"))).toBe(true);
  expect((await countersOf(page, post)).likes).toBe(6);
});

test("Like pressed with Enter, then Space, keeps the focus while it saves and after", async ({ page }, testInfo) => {
  const post = await createTestPost(testInfo);
  await openArticle(page, post, "view");
  await likeButton(page).focus();
  for (const [key, pressed, count] of [
    ["Enter", "true", "1"],
    [" ", "false", "0"],
  ] as const) {
    const release = await holdRequests(page, `**/api/blog/${post.slug}/like`);
    await page.keyboard.press(key);
    await expect(likeButton(page)).toHaveAttribute("aria-pressed", pressed);
    await expect(likeButton(page)).toBeFocused();
    release();
    await expect(likeButton(page)).toBeEnabled();
    await expect(likeCount(page)).toHaveText(count);
    await expect(likeButton(page)).toBeFocused();
  }
  expect((await countersOf(page, post)).likes).toBe(0);
});

test.describe("sharing", () => {
  test.use({ permissions: ["clipboard-read", "clipboard-write"] });

  test("without a share sheet, Share copies the link and says so for 2 seconds", async ({ page, baseURL }, testInfo) => {
    const post = await createTestPost(testInfo);
    const start = Date.now();
    await page.clock.install({ time: start });
    await openArticle(page, post, "view");
    expect(await page.evaluate(() => typeof navigator.share)).toBe("undefined");
    const share = page.getByRole("button", { name: "Share", exact: true });
    // The first press loads the controls' code, whose swap waits for the release on a timer: time runs until it has copied once.
    await share.click();
    await expect(page.getByRole("status").getByText("Link copied!")).toBeVisible();
    await page.clock.pauseAt(start + 60_000);

    await share.click();
    await expect(page.getByRole("status").getByText("Link copied!")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/blog/${post.slug}`);
    await page.clock.runFor(1900);
    await expect(page.getByText("Link copied!")).toBeVisible();
    await page.clock.runFor(200);
    await expect(page.getByText("Link copied!")).toBeHidden();
  });

  test("Share pressed before the controls' code arrives copies the link once it does", async ({ page, baseURL }, testInfo) => {
    const post = await createTestPost(testInfo);
    const scripts = watchScripts(page);
    await openArticle(page, post, "view");
    expect(scripts.count()).toBeGreaterThan(0);
    expect(await scripts.anyHolds("Copying the link failed")).toBe(false);

    const release = await holdRequests(page, "**/_next/static/chunks/**");
    await page.getByRole("button", { name: "Share", exact: true }).click();
    expect(await scripts.anyHolds("Copying the link failed")).toBe(false);
    release();

    await expect(page.getByRole("status").getByText("Link copied!")).toBeVisible();
    expect(await scripts.anyHolds("Copying the link failed")).toBe(true);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/blog/${post.slug}`);
  });

  test("the share dialog's code loads on its first open, not with the article", async ({ page }, testInfo) => {
    const post = await createTestPost(testInfo);
    const scripts = watchScripts(page);
    await openArticle(page, post, "view");
    expect(scripts.count()).toBeGreaterThan(0);
    expect(await scripts.anyHolds("Link to this article")).toBe(false);

    await page.getByRole("button", { name: "More ways to share" }).click();
    await expect(page.getByRole("dialog", { name: "Share this article" })).toBeVisible();
    expect(await scripts.anyHolds("Link to this article")).toBe(true);
  });

  test("the share dialog links to each network and to email, and passes axe", async ({ page, baseURL }, testInfo) => {
    const post = await createTestPost(testInfo, { title: "Bets & promises for testers" });
    await openArticle(page, post, "view");
    const url = `${baseURL}/blog/${post.slug}`;

    await page.getByRole("button", { name: "More ways to share" }).click();
    const dialog = page.getByRole("dialog", { name: "Share this article" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("textbox", { name: "Link to this article" })).toHaveValue(url);

    const hrefOf = async (name: string) => new URL((await dialog.getByRole("link", { name }).getAttribute("href")) ?? "");
    const x = await hrefOf("Share on X (Twitter)");
    expect([x.origin, x.searchParams.get("url"), x.searchParams.get("text")]).toEqual(["https://twitter.com", url, "Bets & promises for testers"]);
    expect((await hrefOf("Share on Facebook")).searchParams.get("u")).toBe(url);
    expect((await hrefOf("Share on LinkedIn")).searchParams.get("url")).toBe(url);
    expect((await hrefOf("Share on WhatsApp")).searchParams.get("text")).toBe(`Bets & promises for testers ${url}`);
    const email = await hrefOf("Email");
    expect(email.protocol).toBe("mailto:");
    expect(email.searchParams.get("subject")).toBe("Bets & promises for testers");
    expect(email.searchParams.get("body")).toContain(url);
    for (const name of ["Share on X (Twitter)", "Share on Facebook", "Share on LinkedIn", "Share on WhatsApp"]) {
      await expect(dialog.getByRole("link", { name })).toHaveAttribute("target", "_blank");
      await expect(dialog.getByRole("link", { name })).toHaveAttribute("rel", "noopener noreferrer");
    }

    await expectNoAxeViolations(page);

    await dialog.getByRole("button", { name: "Copy link" }).click();
    await expect(dialog.getByText("Link copied!")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });
});

test("where the browser offers a share sheet, Share opens it with the article", async ({ page, baseURL }, testInfo) => {
  const post = await createTestPost(testInfo);
  await page.addInitScript(() => {
    const shared: unknown[] = [];
    Object.assign(window, { sharedData: shared });
    Object.defineProperty(navigator, "share", {
      value: async (data: unknown) => {
        shared.push(data);
      },
    });
  });
  await openArticle(page, post, "view");
  await page.getByRole("button", { name: "Share", exact: true }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { sharedData: unknown[] }).sharedData))
    .toEqual([{ title: post.title, text: post.excerpt, url: `${baseURL}/blog/${post.slug}` }]);
  await expect(page.getByText("Link copied!")).toHaveCount(0);
});

test("when neither a share sheet nor the clipboard works, an alert gives the URL", async ({ page, baseURL }, testInfo) => {
  const post = await createTestPost(testInfo);
  await page.addInitScript(() => {
    Object.defineProperty(navigator, "clipboard", { value: undefined });
  });
  await openArticle(page, post, "view");
  const alerts: Array<{ type: string; message: string }> = [];
  page.on("dialog", async (dialog) => {
    alerts.push({ type: dialog.type(), message: dialog.message() });
    await dialog.dismiss();
  });
  await page.getByRole("button", { name: "Share", exact: true }).click();
  await expect.poll(() => alerts).toEqual([{ type: "alert", message: `Unable to share. Please copy the URL manually: ${baseURL}/blog/${post.slug}` }]);
});
