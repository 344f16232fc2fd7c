import { expect, test } from "@playwright/test";
import { createTestPost, DRAFT_SLUG, publishedDemoPosts } from "./support/blog-posts";
import { ANY_VIEWPORT } from "./support/viewports";
import { expectNoAxeViolations } from "./support/axe";

const SLUG = "zero-trust-without-the-slogans";

test("an article shows its content, next steps and head metadata, and passes axe", async ({ page, baseURL }) => {
  const response = await page.goto(`/blog/${SLUG}`);
  expect(response?.status()).toBe(200);

  await expect(page.getByRole("link", { name: "Back to Blog" })).toHaveAttribute("href", "/blog");
  const article = page.getByRole("article");
  await expect(article.getByText("Engineering", { exact: true })).toBeVisible();
  await expect(article.getByText("2 min read")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Zero trust without the slogans");
  await expect(article.getByText("Tomas Vidal", { exact: true })).toBeVisible();
  await expect(article.getByText("Security Architect", { exact: true })).toBeVisible();
  await expect(article.locator("time").first()).toHaveText("March 31, 2026");
  await expect(article.locator("time").first()).toHaveAttribute("datetime", "2026-03-31T07:30:00.000Z");
  await expect(article.getByText("Updated April 2, 2026")).toBeVisible();
  await expect(article.locator("time").last()).toHaveAttribute("datetime", "2026-04-02T09:00:00.000Z");
  await expect(article.getByText(/^Zero trust is a set of engineering decisions/)).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Where we start" })).toBeVisible();
  await expect(article.locator("pre code")).toContainText('input.user.mfa == "phishing_resistant"');

  // Covers are uploaded through the files port by `content push` under a key that changes with the image.
  const cover = article.locator('img[src^="/api/files/public/blog/covers/zero-trust-without-the-slogans-"]');
  await expect(cover).toHaveAttribute("width", "1200");
  await expect(cover).toHaveAttribute("height", "630");
  expect(await cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);

  await expect(page.getByRole("link", { name: /Our Services/ })).toHaveAttribute("href", "/what-we-do");
  await expect(page.getByRole("link", { name: /Get in Touch/ })).toHaveAttribute("href", "/#contact");

  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/blog/${SLUG}`);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
  await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute("content", "2026-03-31T07:30:00.000Z");
  await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute("href", `${baseURL}/blog/feed.xml`);
  await expect(page).toHaveTitle(/^Zero trust without the slogans/);

  await expectNoAxeViolations(page);
});

test("every article shows the dateModified its JSON-LD declares", async ({ request }) => {
  const unshown: string[] = [];
  for (const post of publishedDemoPosts) {
    const html = await (await request.get(`/blog/${post.slug}`, { maxRetries: 2 })).text();
    const posting = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)]
      .map((match) => JSON.parse(match[1] ?? "{}"))
      .find((data) => data["@type"] === "BlogPosting");
    const modified = String(posting?.dateModified);
    if (!html.includes(`<time dateTime="${modified}"`) && !html.includes(`<time datetime="${modified}"`)) unshown.push(`${post.slug}: ${modified}`);
  }
  expect(unshown).toEqual([]);
});

test("an article carries BlogPosting JSON-LD with absolute URLs", ANY_VIEWPORT, async ({ page, baseURL }) => {
  await page.goto(`/blog/${SLUG}`);
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const posting = blocks.map((text) => JSON.parse(text)).find((data) => data["@type"] === "BlogPosting");
  expect(posting).toMatchObject({
    "@context": "https://schema.org",
    headline: "Zero trust without the slogans",
    description: expect.stringContaining("Zero trust is a set of engineering decisions"),
    image: [expect.stringMatching(new RegExp(`^${baseURL}/api/files/public/blog/covers/zero-trust-without-the-slogans-[0-9a-f]{12}\\.svg$`))],
    datePublished: "2026-03-31T07:30:00.000Z",
    dateModified: "2026-04-02T09:00:00.000Z",
    author: { "@type": "Person", name: "Tomas Vidal", jobTitle: "Security Architect", url: `${baseURL}/blog/authors/tomas-vidal` },
    publisher: { "@type": "Organization", name: "Lexor", logo: { "@type": "ImageObject", url: `${baseURL}/icons/icon-512.png`, width: 512, height: 512 } },
    mainEntityOfPage: { "@type": "WebPage", "@id": `${baseURL}/blog/${SLUG}` },
  });
});

for (const [label, slug] of [
  ["an unknown slug", "no-such-article-anywhere"],
  ["a draft", DRAFT_SLUG],
] as const) {
  test(`${label} answers 404 with "Blog post not found" and a way back`, ANY_VIEWPORT, async ({ page, request }) => {
    const raw = await request.get(`/blog/${slug}`);
    expect(raw.status()).toBe(404);
    expect(await raw.text()).toContain("Blog post not found");

    const response = await page.goto(`/blog/${slug}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog post not found");
    // The server's head says noindex, and so does the not-found boundary once scripts run.
    const robots = await page.locator('meta[name="robots"]').evaluateAll((metas) => metas.map((meta) => meta.getAttribute("content")));
    expect(robots.length).toBeGreaterThan(0);
    expect(robots.every((content) => content?.includes("noindex"))).toBe(true);
    await page.getByRole("link", { name: "Return to Blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });
}

test("a post published after the build renders on demand; scripts and event handlers in its body do not survive", ANY_VIEWPORT, async ({ page }, testInfo) => {
  const post = await createTestPost(testInfo, {
    title: "Hostile markup </script><script>window.__xss = 'title'</script>",
    content: [
      "<p>Visible paragraph.</p>",
      "<script>window.__xss = 'script'</script>",
      '<img src="/blog/cover-placeholder.svg" onerror="window.__xss = \'onerror\'" alt="cover again">',
      '<img src="/does-not-exist.png" onerror="window.__xss = \'broken image\'">',
      "<a href=\"javascript:window.__xss = 'link'\">Click me</a>",
      '<iframe src="https://example.com/embed"></iframe>',
      '<p style="position:fixed;inset:0" onmouseover="window.__xss = \'hover\'">Styled paragraph</p>',
    ].join(""),
  });
  const alerts: string[] = [];
  page.on("dialog", async (dialog) => {
    alerts.push(dialog.message());
    await dialog.dismiss();
  });

  const response = await page.goto(`/blog/${post.slug}`);
  expect(response?.status()).toBe(200);
  const html = (await response?.text()) ?? "";
  for (const forbidden of ["onerror", "onmouseover", "javascript:", "<iframe", "window.__xss = 'script'", "position:fixed"]) {
    expect(html, forbidden).not.toContain(forbidden);
  }
  await expect(page.getByText("Visible paragraph.")).toBeVisible();
  await expect(page.getByText("Styled paragraph")).toBeVisible();
  await page.getByText("Styled paragraph").hover();
  await page.getByText("Click me").click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Hostile markup </script>");
  expect(await page.evaluate(() => (window as { __xss?: string }).__xss)).toBeUndefined();
  expect(alerts).toEqual([]);
});

test("the RSS feed is well-formed RSS 2.0 with the published posts, newest first", ANY_VIEWPORT, async ({ page, request, baseURL }) => {
  const response = await request.get("/blog/feed.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/rss+xml; charset=utf-8");
  const xml = await response.text();

  await page.goto("/blog");
  const feed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "application/xml");
    const channel = doc.querySelector("rss > channel");
    const child = (parent: Element | null, name: string) =>
      parent ? ([...parent.children].find((element) => element.tagName === name)?.textContent ?? null) : null;
    return {
      parseError: doc.getElementsByTagName("parsererror").length > 0,
      root: doc.documentElement.tagName,
      version: doc.documentElement.getAttribute("version"),
      channel: { title: child(channel, "title"), link: child(channel, "link"), description: child(channel, "description") },
      items: [...doc.querySelectorAll("rss > channel > item")].map((item) => ({
        title: child(item, "title"),
        link: child(item, "link"),
        guid: child(item, "guid"),
        description: child(item, "description"),
        pubDate: child(item, "pubDate"),
      })),
    };
  }, xml);

  expect(feed.parseError).toBe(false);
  expect(feed).toMatchObject({ root: "rss", version: "2.0" });
  expect(feed.channel).toEqual({
    title: "The Signal | Lexor",
    link: `${baseURL}/blog`,
    description: expect.stringContaining("The Signal"),
  });
  expect(feed.items.length).toBeGreaterThanOrEqual(publishedDemoPosts.length);
  for (const item of feed.items) {
    expect(item.title).toBeTruthy();
    expect(item.link).toMatch(new RegExp(`^${baseURL}/blog/[\\w-]+$`));
    expect(item.guid).toBe(item.link);
    expect(item.description).toBeTruthy();
    expect(Number.isNaN(Date.parse(item.pubDate ?? ""))).toBe(false);
  }
  const dates = feed.items.map((item) => Date.parse(item.pubDate ?? ""));
  expect(dates).toEqual([...dates].sort((a, b) => b - a));
  expect(feed.items.slice(0, publishedDemoPosts.length).map((item) => item.title)).toEqual(publishedDemoPosts.map((post) => post.title));
  expect(xml).not.toContain(DRAFT_SLUG);
});

test("an article's author links to their page, the url its BlogPosting gives, listing what they wrote", ANY_VIEWPORT, async ({ page, baseURL }) => {
  await page.goto(`/blog/${SLUG}`);
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const posting = blocks.map((text) => JSON.parse(text)).find((data) => data["@type"] === "BlogPosting");
  const authorLink = page.getByRole("article").getByRole("link", { name: "Tomas Vidal" });
  await expect(authorLink).toHaveAttribute("href", new URL(posting.author.url).pathname);
  await authorLink.click();
  await expect(page).toHaveURL(posting.author.url);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tomas Vidal");
  await expect(page.getByText("Security Architect, Lexor")).toBeVisible();
  const written = publishedDemoPosts.filter((post) => post.author?.name === "Tomas Vidal").map((post) => post.title);
  await expect(page.getByRole("main").getByRole("article").getByRole("heading")).toHaveText(written);
  await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("listitem")).toHaveText(["Home", "/The Signal", "/Tomas Vidal"]);
  expect(new URL(posting.author.url).origin).toBe(baseURL);
});
