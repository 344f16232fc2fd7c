import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, type Page, test } from "@playwright/test";
import { createPreviewToken, previewLinkPath } from "@/lib/features/blog/preview-token";
import { COLLECTIONS } from "@/lib/services/collections";
import { handleContentWrite } from "../functions/src/revalidate";
import { createTestPost } from "./support/blog-posts";
import { e2eDocuments } from "./support/careers";
import { contentCommand, contentFolder, FILE_SIGNING_SECRET, postFile, push, REVALIDATION_SECRET, svgCover, unique, writeContent } from "./support/content";
import { ANY_VIEWPORT } from "./support/viewports";

// Staff publishing over real HTTP: the real commands push files into the production build's SQLite
// file and files folder and call its webhook; pages, feed and sitemap are read back from the server.
test.describe.configure({ timeout: 180_000 });

async function pages(request: import("@playwright/test").APIRequestContext) {
  const [all, feed, sitemap] = await Promise.all(["/blog/all", "/blog/feed.xml", "/sitemap.xml"].map(async (path) => (await request.get(path)).text()));
  return { all: all ?? "", feed: feed ?? "", sitemap: sitemap ?? "" };
}

test(
  "a new post, an edited post and an unpublished post go from files to the article, the list, the feed and the sitemap",
  ANY_VIEWPORT,
  async ({ request, baseURL }, testInfo) => {
    const site = baseURL ?? "";
    const id = unique(testInfo.project.name);
    const slugs = { edited: `edited-${id}`, withdrawn: `withdrawn-${id}`, fresh: `fresh-${id}` };
    const folder = contentFolder({
      [`posts/${slugs.edited}.md`]: postFile({ title: `First take ${id}`, slug: slugs.edited, status: "published" }, "The first body."),
      [`posts/${slugs.withdrawn}.md`]: postFile({ title: `Withdrawn soon ${id}`, slug: slugs.withdrawn, status: "published" }, "Here for now."),
    });

    const first = await push(folder, site);
    expect(first).toContain("2 created, 0 updated, 0 unchanged");
    expect(first).toContain(`refreshed  blogs/${slugs.edited}`);
    const before = await pages(request);
    for (const text of [before.all, before.feed]) {
      expect(text).toContain(`First take ${id}`);
      expect(text).toContain(`Withdrawn soon ${id}`);
      expect(text).not.toContain(`Fresh post ${id}`);
    }
    expect(before.sitemap).toContain(`${site}/blog/${slugs.withdrawn}`);
    expect(before.sitemap).not.toContain(`${site}/blog/${slugs.fresh}`);
    expect(await (await request.get(`/blog/${slugs.edited}`)).text()).toContain(`First take ${id}`);
    expect((await request.get(`/blog/${slugs.fresh}`)).status()).toBe(404);

    writeContent(folder, {
      [`posts/${slugs.edited}.md`]: postFile({ title: `Second take ${id}`, slug: slugs.edited, status: "published" }, "The **second** body."),
      [`posts/${slugs.withdrawn}.md`]: postFile({ title: `Withdrawn soon ${id}`, slug: slugs.withdrawn, status: "draft" }, "Here for now."),
      [`posts/${slugs.fresh}.md`]: postFile(
        { title: `Fresh post ${id}`, slug: slugs.fresh, status: "published", cover: "covers/fresh.svg" },
        "Written in Markdown.",
      ),
      "posts/covers/fresh.svg": svgCover(id),
    });
    const dryRun = await contentCommand("push", [folder, "--dry-run"], site);
    expect(dryRun.stdout).toContain("1 created, 2 updated, 0 unchanged, 1 image(s) uploaded.");
    expect(await (await request.get(`/blog/${slugs.edited}`)).text()).toContain(`First take ${id}`);

    const second = await push(folder, site);
    expect(second).toContain(`update  blogs/${slugs.edited}`);
    expect(second).toContain("(title, content, markdown)");
    expect(second).toContain(`update  blogs/${slugs.withdrawn}`);
    expect(second).toContain("(status)");
    expect(second).toContain("1 created, 2 updated, 0 unchanged, 1 image(s) uploaded.");

    const after = await pages(request);
    for (const text of [after.all, after.feed]) {
      expect(text).toContain(`Second take ${id}`);
      expect(text).toContain(`Fresh post ${id}`);
      expect(text).not.toContain(`First take ${id}`);
      expect(text).not.toContain(`Withdrawn soon ${id}`);
    }
    expect(after.sitemap).toContain(`${site}/blog/${slugs.fresh}`);
    expect(after.sitemap).not.toContain(`${site}/blog/${slugs.withdrawn}`);
    const withdrawn = await request.get(`/blog/${slugs.withdrawn}`);
    expect(withdrawn.status(), "a withdrawn post is gone for good").toBe(410);
    expect(await withdrawn.text()).toContain("Blog post not found");
    expect(withdrawn.headers()["x-lexor-removed"]).toBeUndefined();
    expect((await request.get(`/blog/never-${id}`)).status(), "an address that never had a post").toBe(404);
    const edited = await (await request.get(`/blog/${slugs.edited}`)).text();
    expect(edited).toContain(`Second take ${id}`);
    expect(edited).toContain("<strong>second</strong>");
    const article = await request.get(`/blog/${slugs.fresh}`);
    expect(article.status()).toBe(200);
    const cover = /src="(\/api\/files\/public\/blog\/covers\/fresh-[0-9a-f]{12}\.svg)"/.exec(await article.text())?.[1] ?? "";
    const image = await request.get(cover);
    expect(image.status(), cover).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/svg+xml");
    expect(await image.text()).toBe(svgCover(id));

    const again = await push(folder, site);
    expect(again).toContain("0 created, 0 updated, 3 unchanged, 0 image(s) uploaded.");
    // Another spec's push may have left a refresh owed that this run sends; none of this test's.
    expect(again).not.toContain(`refreshed  blogs/${slugs.edited}`);
  },
);

test.describe("a draft's preview link", () => {
  let draft: { id: string; slug: string; title: string; link: string };

  test.beforeEach(async ({ baseURL }, testInfo) => {
    const id = unique(testInfo.project.name);
    draft = { id: `draft-${id}`, slug: `draft-${id}`, title: `Unpublished draft ${id}`, link: "" };
    const folder = contentFolder({
      [`posts/${draft.id}.md`]: postFile({ title: draft.title, slug: draft.slug, status: "draft" }, "Not ready yet."),
    });
    await push(folder, baseURL ?? "");
    const preview = await contentCommand("preview", [`${folder}/posts/${draft.id}.md`], baseURL ?? "");
    expect(preview.code, preview.stderr).toBe(0);
    draft.link = /(http\S+\/api\/preview\?token=\S+)/.exec(preview.stdout)?.[1] ?? "";
    expect(draft.link).toContain(baseURL ?? "");
  });

  async function apiCalls(page: Page): Promise<string[]> {
    const calls: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/api/blog/")) calls.push(`${request.method()} ${request.url()}`);
    });
    return calls;
  }

  test("shows the draft as it will look, marked, noindex and uncached, and counts nothing", ANY_VIEWPORT, async ({ page, request }) => {
    const calls = await apiCalls(page);
    const response = await page.goto(draft.link);
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe(`/blog/${draft.slug}`);
    expect(response?.headers()["cache-control"]).toMatch(/no-store/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(draft.title);
    await expect(page.getByRole("note", { name: "Preview" })).toContainText("This post is not published");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.getByText("Not ready yet.")).toBeVisible();

    const like = page.getByRole("button", { name: /Like this article/ });
    await expect(like).toHaveAttribute("aria-disabled", "true");
    await like.click({ force: true });
    await expect(page.getByTestId("like-count")).toHaveText("0");
    expect(calls).toEqual([]);
    expect(await e2eDocuments().get(COLLECTIONS.blogs, draft.id)).not.toHaveProperty("views");

    // Everyone else: not found, and nowhere in the list, the feed or the sitemap.
    expect((await request.get(`/blog/${draft.slug}`)).status()).toBe(404);
    const { all, feed, sitemap } = await pages(request);
    for (const text of [all, feed, sitemap]) expect(text).not.toContain(draft.slug);
    expect(all).not.toContain(draft.title);

    await page.getByRole("button", { name: "Exit preview" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    expect((await page.goto(`/blog/${draft.slug}`))?.status()).toBe(404);
  });

  test("answers 404 to an edited or expired link, and to an expired preview already opened", ANY_VIEWPORT, async ({ request }) => {
    const token = new URL(draft.link).searchParams.get("token") ?? "";
    const [payload = "", signature = ""] = token.split(".");
    const edited = `${payload}.${signature.slice(0, -2)}${signature.endsWith("AA") ? "BB" : "AA"}`;
    const otherPost = `${Buffer.from(JSON.stringify({ p: "post-001", e: 4_102_444_800 })).toString("base64url")}.${signature}`;
    const expired = createPreviewToken(FILE_SIGNING_SECRET, { postId: draft.id, expiresAt: Math.floor(Date.now() / 1000) - 60 });
    for (const bad of [edited, otherPost, expired, "", "not-a-token"]) {
      const response = await request.get(previewLinkPath(bad), { maxRedirects: 0 });
      expect(response.status(), bad).toBe(404);
      expect(response.headers()["set-cookie"] ?? "").not.toContain("__prerender_bypass");
    }

    // Draft mode on, but the preview cookie has run out: the draft is a 404 again.
    const opened = await request.get(draft.link, { maxRedirects: 0 });
    expect(opened.status()).toBe(307);
    const bypass = opened
      .headersArray()
      .find((header) => header.name.toLowerCase() === "set-cookie" && header.value.startsWith("__prerender_bypass="))
      ?.value.split(";")[0];
    expect(bypass).toBeTruthy();
    const withCookies = (cookie: string) => request.get(`/blog/${draft.slug}`, { headers: { cookie } });
    expect((await withCookies(`${bypass}; lexor_preview=${token}`)).status()).toBe(200);
    expect((await withCookies(`${bypass}; lexor_preview=${expired}`)).status()).toBe(404);
    expect((await withCookies(`${bypass}; lexor_preview=${edited}`)).status()).toBe(404);
  });
});

test(
  "the Firestore trigger's handler refreshes the running site for a changed post and skips a counter change",
  ANY_VIEWPORT,
  async ({ request, baseURL }, testInfo) => {
    const post = await createTestPost(testInfo);
    const stored = (await e2eDocuments().get(COLLECTIONS.blogs, post.id)) ?? {};
    expect(await (await request.get(`/blog/${post.slug}`)).text()).toContain(post.title);
    // An edit made in the console, which the site learns of only through the trigger.
    const edited = { ...stored, title: `${post.title} (edited in the console)` };
    await e2eDocuments().putRaw(COLLECTIONS.blogs, post.id, edited);

    const snapshot = (data: Record<string, unknown>) => ({ exists: true, data: () => data });
    const event = (before: Record<string, unknown>, after: Record<string, unknown>) =>
      ({ document: `blogs/${post.id}`, data: { before: snapshot(before), after: snapshot(after) } }) as unknown as Parameters<typeof handleContentWrite>[0];
    // A counter change calls nothing. It is seen at a recording server rather than on the page: the
    // other workers' publishing expires the `blog` tag that every article's data carries.
    const calls: string[] = [];
    const recorder = http.createServer((incoming, answer) => {
      calls.push(`${incoming.method} ${incoming.url}`);
      answer.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
    await new Promise<void>((resolve) => recorder.listen(0, "127.0.0.1", resolve));
    const recorded = { siteUrl: `http://127.0.0.1:${(recorder.address() as AddressInfo).port}`, secret: REVALIDATION_SECRET };
    try {
      expect(await handleContentWrite(event(edited, { ...edited, views: 5, lastViewed: "2026-11-23T10:00:00Z" }), recorded)).toBe("skipped");
      expect(calls).toEqual([]);
    } finally {
      recorder.close();
    }

    const site = { siteUrl: baseURL ?? "", secret: REVALIDATION_SECRET };
    expect(await handleContentWrite(event(stored, edited), site)).toBe("revalidated");
    expect(await (await request.get(`/blog/${post.slug}`)).text()).toContain("(edited in the console)");
  },
);
