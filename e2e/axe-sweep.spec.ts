// axe (WCAG 2.2 AA) on every page a visitor can reach at the desktop size: the sitemap's static
// pages, the lists, one page of each dynamic kind, and the not-found page of each kind; the cookie
// notice is open, as a first visit sees it. At the mobile size, one page of each template: a page
// whose template a sibling's mobile scan already checks (`mobileBy`) adds nothing there.
import { type APIRequestContext, expect, test } from "@playwright/test";
import { authorPath, hasAuthorPage } from "@/lib/features/blog/authors";
import { STATIC_ROUTES } from "@/lib/services/seo/static-routes";
import { expectNoAxeViolations } from "./support/axe";
import { publishedDemoPosts } from "./support/blog-posts";
import { TEMPLATE_CHECKED_AT_MOBILE } from "./support/viewports";

const firstAuthor = publishedDemoPosts.find((post) => hasAuthorPage(post.author.name))?.author.name ?? "";

/** The pages whose mobile layout is another scanned page's template, and that page. */
const MOBILE_BY: Record<string, string> = {
  "/insights/cybersecurity": "/insights/ai-strategy",
  "/insights/innovation-leadership": "/insights/ai-strategy",
  "/terms": "/privacy-policy",
  "/blog/page/2": "/blog",
  "/blog/authors/no-such-author": "/blog/no-such-post",
  "/apply/engineering/no-such-role": "/careers/no-such-department",
};

const PAGES: { path: string | ((request: APIRequestContext) => Promise<string>); status?: number; label: string }[] = [
  ...[...STATIC_ROUTES.map((route) => route.path), "/menu", "/blog", "/blog/all", "/blog/page/2", "/careers", "/careers/engineering"].map((path) => ({
    path,
    label: path,
  })),
  { label: "/blog/{newest post}", path: `/blog/${publishedDemoPosts[0]?.slug}` },
  { label: "/blog/authors/{an author}", path: authorPath(firstAuthor) },
  {
    label: "/apply/{first role on /careers/engineering}",
    path: async (request) => {
      const match = /href="(\/apply\/[^"#?]+)"/.exec(await (await request.get("/careers/engineering")).text());
      expect(match?.[1], "an /apply/ link on /careers/engineering").toBeTruthy();
      return match?.[1] ?? "";
    },
  },
  ...["/blog/no-such-post", "/blog/authors/no-such-author", "/careers/no-such-department", "/apply/engineering/no-such-role"].map((path) => ({
    path,
    label: path,
    status: 404,
  })),
];

// A whole page's axe scan takes many seconds of a busy machine's CPU.
test.describe.configure({ timeout: 120_000 });

test("each page left out at the mobile size has a sibling of its template scanned there", () => {
  const labels = PAGES.map((entry) => entry.label);
  for (const [path, sibling] of Object.entries(MOBILE_BY)) {
    expect(labels, path).toContain(path);
    expect(labels, sibling).toContain(sibling);
    expect(Object.keys(MOBILE_BY), sibling).not.toContain(sibling);
  }
});

for (const entry of PAGES) {
  const details = entry.label in MOBILE_BY ? TEMPLATE_CHECKED_AT_MOBILE : {};
  test(`${entry.label} has no axe violations`, details, async ({ page, request }) => {
    // Endless decorative animations make axe's contrast pass crawl on a busy machine; their still
    // frame is what axe checks either way.
    await page.emulateMedia({ reducedMotion: "reduce" });
    const path = typeof entry.path === "string" ? entry.path : await entry.path(request);
    const response = await page.goto(path);
    expect(response?.status()).toBe(entry.status ?? 200);
    await expectNoAxeViolations(page);
  });
}
