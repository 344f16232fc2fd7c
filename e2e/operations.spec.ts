import path from "node:path";
import { expect, test } from "@playwright/test";
import { COLLECTIONS } from "@/lib/services/collections";
import { createSqliteDocumentStore } from "@/lib/ports/documents/sqlite";
import { STATIC_ROUTES } from "@/lib/services/seo/static-routes";
import { createTestPost, publishedDemoPosts } from "./support/blog-posts";
import { ANY_VIEWPORT } from "./support/viewports";

const SECRET = "e2e-revalidation-secret-0123456789";
const E2E_DATABASE = path.resolve(".data/e2e/lexor.sqlite");
const ARTICLE = `/blog/${publishedDemoPosts[0]?.slug}`;

async function renameStoredPost(id: string, title: string) {
  const store = createSqliteDocumentStore(E2E_DATABASE);
  try {
    const post = await store.get(COLLECTIONS.blogs, id);
    await store.putRaw(COLLECTIONS.blogs, id, { ...post, title });
  } finally {
    await store.close();
  }
}

test.describe("revalidation webhook", () => {
  test("refuses a missing, wrong or empty secret and malformed bodies", ANY_VIEWPORT, async ({ request }) => {
    const body = { tags: ["blog"] };
    const cases: Array<[Record<string, string>, number]> = [
      [{}, 401],
      [{ Authorization: "Bearer wrong-secret-wrong-secret" }, 401],
      [{ Authorization: "Bearer " }, 401],
      [{ Authorization: SECRET }, 401],
    ];
    for (const [headers, status] of cases) {
      const response = await request.post("/api/revalidate", { headers, data: body });
      expect(response.status(), JSON.stringify(headers)).toBe(status);
      expect((await response.json()).error).toBeTruthy();
    }
    const authorized = { Authorization: `Bearer ${SECRET}`, "Content-Type": "application/json" };
    for (const bad of ["{", "[]", '{"tags":["users"]}', '{"tags":["blog"],"paths":["https://evil.example"]}', '{"collection":"blogs"}']) {
      const response = await request.post("/api/revalidate", { headers: authorized, data: bad });
      expect(response.status(), bad).toBe(400);
    }
  });

  test("serves the cached article and list until the webhook is called, then the edit", ANY_VIEWPORT, async ({ request }, testInfo) => {
    const post = await createTestPost(testInfo);
    const call = (data: unknown) => request.post("/api/revalidate", { headers: { Authorization: `Bearer ${SECRET}` }, data });

    // Publish the new post to the list first, so both pages hold it in their cache.
    expect((await call({ collection: "blogs", id: post.id })).status()).toBe(200);
    await expect.poll(async () => (await request.get("/blog/all")).text()).toContain(post.title);
    expect(await (await request.get(`/blog/${post.slug}`)).text()).toContain(post.title);

    const edited = `${post.title} (edited)`;
    await renameStoredPost(post.id, edited);
    expect(await (await request.get(`/blog/${post.slug}`)).text()).not.toContain(edited);
    expect(await (await request.get("/blog/all")).text()).not.toContain(edited);

    const answer = await call({ collection: "blogs", id: post.id });
    expect(answer.status()).toBe(200);
    expect(await answer.json()).toMatchObject({ revalidated: true, tags: expect.arrayContaining(["blog", `blog:${post.slug}`]) });
    expect(await (await request.get(`/blog/${post.slug}`)).text()).toContain(edited);
    expect(await (await request.get("/blog/all")).text()).toContain(edited);
  });
});

test.describe("crawler surface", () => {
  test("robots.txt points at the sitemap, keeps crawlers out of the API but not out of the images pages show", ANY_VIEWPORT, async ({ request, baseURL }) => {
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toMatch(/User-Agent: \*/i);
    expect(robots).toMatch(/Disallow: \/api\//);
    expect(robots).toMatch(/Allow: \/api\/files\/public\//);
    expect(robots).not.toMatch(/^Host:/im);
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    // Every image the home page shows may be crawled: the longest matching rule decides (RFC 9309).
    const home = await (await request.get("/")).text();
    const images = [...home.matchAll(/<img[^>]+src="([^"]+)"/g)].map((match) => new URL(match[1] ?? "", baseURL).pathname);
    expect(images.some((path) => path.startsWith("/api/files/public/"))).toBe(true);
    const rules = [...robots.matchAll(/^(Allow|Disallow): (\S+)$/gim)].map((match) => ({ allow: match[1]?.toLowerCase() === "allow", path: match[2] ?? "" }));
    for (const image of images) {
      const matching = rules.filter((rule) => image.startsWith(rule.path)).sort((a, b) => b.path.length - a.path.length);
      expect(matching[0]?.allow ?? true, image).toBe(true);
    }
  });

  test("sitemap.xml parses and lists pages, posts, departments and roles", ANY_VIEWPORT, async ({ page, request, baseURL }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    const urls = await page.evaluate((source) => {
      const document = new DOMParser().parseFromString(source, "application/xml");
      if (document.querySelector("parsererror")) throw new Error("sitemap.xml is not well-formed");
      return [...document.getElementsByTagName("loc")].map((loc) => loc.textContent ?? "");
    }, xml);
    for (const route of STATIC_ROUTES) expect(urls).toContain(route.path === "/" ? `${baseURL}/` : `${baseURL}${route.path}`);
    for (const post of publishedDemoPosts) expect(urls).toContain(`${baseURL}/blog/${post.slug}`);
    expect(urls).toContain(`${baseURL}/careers/engineering`);
    expect(urls.some((url) => url.startsWith(`${baseURL}/apply/engineering/`))).toBe(true);
    expect(urls.every((url) => url.startsWith(`${baseURL}/`))).toBe(true);
  });

  test("articles and role pages carry their own Open Graph image; other pages the site's", ANY_VIEWPORT, async ({ request }) => {
    const ogImage = async (path: string) => /<meta property="og:image" content="([^"]+)"/.exec(await (await request.get(path)).text())?.[1] ?? "";
    const slug = publishedDemoPosts[0]?.slug;
    const article = await ogImage(`/blog/${slug}`);
    expect(article).toContain(`/blog/${slug}/opengraph-image`);
    const role = await ogImage("/apply/engineering/senior-platform-engineer");
    expect(role).toContain("/apply/engineering/senior-platform-engineer/opengraph-image");
    expect(await ogImage("/careers")).toMatch(/\/opengraph-image$/);
    for (const image of [article, role]) {
      const response = await request.get(new URL(image).pathname);
      expect(response.status(), image).toBe(200);
      expect(response.headers()["content-type"]).toBe("image/png");
    }
  });

  test("the web manifest and icons are served", ANY_VIEWPORT, async ({ request }) => {
    const manifest = await (await request.get("/manifest.webmanifest")).json();
    expect(manifest).toMatchObject({ name: "Lexor", start_url: "/" });
    for (const icon of ["/favicon.ico", "/apple-icon.png"]) {
      expect((await request.get(icon)).status(), icon).toBe(200);
    }
    for (const icon of manifest.icons as { src: string; type: string }[]) {
      const response = await request.get(icon.src);
      expect(response.status(), icon.src).toBe(200);
      expect(response.headers()["content-type"], icon.src).toBe(icon.type);
    }
    const home = await (await request.get("/")).text();
    const favicon = /<link rel="icon" href="(\/icon[^"]*)" type="image\/svg\+xml"/.exec(home)?.[1];
    expect(favicon, "the page's SVG icon link").toBeTruthy();
    const svg = await (await request.get((favicon ?? "").replaceAll("&amp;", "&"))).text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 48 48"[^>]*><title>Lexor<\/title><circle /);
  });
});

test.describe("security headers", () => {
  const expectSecurityHeaders = (headers: Record<string, string>, label: string) => {
    const policy = headers["content-security-policy"] ?? "";
    for (const directive of ["default-src 'self'", "object-src 'none'", "base-uri 'self'", "form-action 'self'", "frame-ancestors 'none'"]) {
      expect(policy, `${label}: ${directive}`).toContain(directive);
    }
    expect(policy, label).not.toContain("unsafe-eval");
    expect(headers["strict-transport-security"], label).toMatch(/max-age=\d{7,}/);
    expect(headers["x-content-type-options"], label).toBe("nosniff");
    expect(headers["referrer-policy"], label).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"], label).toContain("camera=()");
  };

  test("are sent on a static page, an ISR page and an API response", ANY_VIEWPORT, async ({ request }) => {
    const staticPage = await request.get("/");
    expect(staticPage.headers()["x-nextjs-cache"] ?? staticPage.headers()["x-nextjs-prerender"]).toBeTruthy();
    expectSecurityHeaders(staticPage.headers(), "static page");
    expectSecurityHeaders((await request.get(ARTICLE)).headers(), "ISR page");
    expectSecurityHeaders((await request.get("/api/health")).headers(), "API response");
  });
});
