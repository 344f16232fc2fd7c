import { execFile } from "node:child_process";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { authorPath, hasAuthorPage } from "@/lib/features/blog/authors";
import { DESCRIPTION_LIMITS, OG_LOCALE } from "@/lib/services/seo/metadata";
import { publishedDemoPosts } from "./support/blog-posts";

// What a crawler reads, page by page: the HTML itself (Nu Html Checker), the head (title,
// description, Open Graph) and the not-found states without JavaScript. Desktop project only: none
// of it depends on the viewport.

const VNU_JAR = path.resolve("node_modules/vnu-jar/build/dist/vnu.jar");
const run = promisify(execFile);

/** Unknown addresses of each dynamic kind, with the text their not-found state shows. */
const NOT_FOUND = [
  { path: "/blog/no-such-post", heading: "Blog post not found" },
  { path: "/careers/no-such-department", heading: "Department not found" },
  { path: "/apply/engineering/no-such-role", heading: "Position not found" },
  { path: "/blog/authors/no-such-author", heading: "Author not found" },
  { path: "/blog/page/99", heading: "Blog page not found" },
] as const;

/** Google shows about 60 characters of a title; ours carry " | Lexor" and stay under 65. */
const TITLE_LIMITS = { min: 10, max: 65 };

/** The site's own articles and authors; the posts other specs publish meanwhile test other things. */
const demoPaths = new Set([
  ...publishedDemoPosts.map((post) => `/blog/${post.slug}`),
  ...publishedDemoPosts.filter((post) => hasAuthorPage(post.author.name)).map((post) => authorPath(post.author.name)),
]);
const isSpecContent = (pagePath: string) => /^\/blog\/(authors\/)?[^/]+$/.test(pagePath) && pagePath !== "/blog/all" && !demoPaths.has(pagePath);

async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get("/sitemap.xml", { maxRetries: 2 })).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "").pathname).filter((pagePath) => !isSpecContent(pagePath));
}

const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#x27;": "'", "&#39;": "'" };
const decode = (text: string) => text.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (entity) => ENTITIES[entity] ?? entity);

function head(html: string) {
  const meta = (attribute: "name" | "property", key: string) =>
    [...html.matchAll(new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`, "g"))].map((match) => decode(match[1] ?? ""));
  return {
    lang: /<html[^>]* lang="([^"]+)"/.exec(html)?.[1],
    title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ""),
    description: meta("name", "description"),
    locale: meta("property", "og:locale"),
    ogImage: meta("property", "og:image"),
    ogImageAlt: meta("property", "og:image:alt"),
    twitterImage: meta("name", "twitter:image"),
    twitterImageAlt: meta("name", "twitter:image:alt"),
  };
}

test.describe("what crawlers read", () => {
  test.describe.configure({ timeout: 240_000 });

  test("every sitemap page and the not-found pages pass the Nu Html Checker with no error", async ({ request }, testInfo) => {
    const paths = [...(await sitemapPaths(request)), ...NOT_FOUND.map((entry) => entry.path)];
    expect(paths.length).toBeGreaterThan(40);
    const folder = testInfo.outputPath("html");
    await mkdir(folder, { recursive: true });
    const files = new Map<string, string>();
    for (const [index, pagePath] of paths.entries()) {
      const file = path.join(folder, `page-${index}.html`);
      await writeFile(file, await (await request.get(pagePath, { maxRetries: 2 })).text());
      files.set(`file:${file}`, pagePath);
    }
    // A document the checker must reject, so a checker that silently checked nothing fails here.
    const control = path.join(folder, "control.html");
    await writeFile(
      control,
      '<!DOCTYPE html><html lang="en"><title>Control</title><figure><figcaption>x</figcaption><ul><li>y</li></ul><figcaption>z</figcaption></figure>',
    );
    files.set(`file:${control}`, "control");
    // One JVM for every page: the checker starts in seconds but checks a page in milliseconds.
    const { stdout, stderr } = await run(
      "java",
      ["-jar", VNU_JAR, "--format", "json", "--errors-only", "--exit-zero-always", ...[...files.keys()].map((url) => url.slice(5))],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    const report = JSON.parse(stdout.trim() || stderr) as { messages: Array<{ type: string; url?: string; lastLine?: number; message: string }> };
    const errors = report.messages
      .filter((message) => message.type === "error" || message.type === "non-document-error")
      .map((message) => `${files.get(message.url ?? "") ?? message.url}:${message.lastLine ?? "?"} ${message.message}`);
    expect(errors.filter((error) => error.startsWith("control:")).length).toBeGreaterThan(0);
    expect(errors.filter((error) => !error.startsWith("control:"))).toEqual([]);
  });

  test("every page has its own title, every sitemap page its own 50–160 character description, a locale and described images", async ({ request }) => {
    const imageStatus = new Map<string, number>();
    const problems: string[] = [];
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    const sitemap = await sitemapPaths(request);
    for (const pagePath of [...sitemap, ...NOT_FOUND.map((entry) => entry.path)]) {
      const facts = head(await (await request.get(pagePath, { maxRetries: 2 })).text());
      const say = (problem: string) => problems.push(`${pagePath}: ${problem}`);
      if (facts.lang !== "en") say(`lang is ${facts.lang}`);
      if (facts.title.length < TITLE_LIMITS.min || facts.title.length > TITLE_LIMITS.max) say(`title "${facts.title}" is ${facts.title.length} characters`);
      const clash = titles.get(facts.title);
      if (clash) say(`same title as ${clash}`);
      titles.set(facts.title, pagePath);
      const [description = ""] = facts.description;
      if (facts.description.length !== 1) say(`${facts.description.length} meta descriptions`);
      const sameDescription = descriptions.get(description);
      if (sameDescription && sitemap.includes(pagePath)) say(`same description as ${sameDescription}`);
      if (sitemap.includes(pagePath)) descriptions.set(description, pagePath);
      if (description.length < DESCRIPTION_LIMITS.min || description.length > DESCRIPTION_LIMITS.max) {
        say(`description is ${description.length} characters: "${description}"`);
      }
      if (facts.locale.join() !== OG_LOCALE) say(`og:locale is "${facts.locale.join()}"`);
      if (facts.ogImage.length === 0) say("no og:image");
      if (facts.ogImageAlt.length !== facts.ogImage.length || facts.ogImageAlt.some((alt) => !alt)) say("an og:image without alt text");
      if (facts.twitterImage.length === 0) say("no twitter:image");
      if (facts.twitterImageAlt.length !== facts.twitterImage.length || facts.twitterImageAlt.some((alt) => !alt)) say("a twitter:image without alt text");
      for (const image of [...facts.ogImage, ...facts.twitterImage]) {
        const address = new URL(image);
        const key = `${address.pathname}${address.search}`;
        if (!imageStatus.has(key)) imageStatus.set(key, (await request.get(key, { maxRetries: 2 })).status());
        if (imageStatus.get(key) !== 200) say(`image ${key} answers ${imageStatus.get(key)}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("/blog/page/1 is a permanent redirect to /blog", async ({ request }) => {
    const response = await request.get("/blog/page/1", { maxRedirects: 0, maxRetries: 2 });
    expect(response.status()).toBe(308);
    expect(new URL(response.headers().location ?? "", "http://x").pathname).toBe("/blog");
  });

  for (const { path: pagePath, heading } of NOT_FOUND) {
    test(`${pagePath} answers 404 with its own not-found page, in English, under the site's layout`, async ({ page }) => {
      const response = await page.goto(pagePath);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(page).toHaveTitle(`${heading} | Lexor`);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
      await expect(page.getByRole("contentinfo")).toBeVisible();
      await expect(page.getByRole("link", { name: /See all open positions|Return to Blog/ })).toBeVisible();
      if (!pagePath.startsWith("/apply/")) {
        // The trail names the state, never the address's slug.
        const trail = page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("listitem");
        await expect(trail.last()).toHaveText(`/${heading}`);
      }
    });
  }
});
