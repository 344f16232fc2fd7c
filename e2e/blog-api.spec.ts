import { expect, test } from "@playwright/test";
import { createTestPost, DRAFT_SLUG } from "./support/blog-posts";
import { ANY_VIEWPORT } from "./support/viewports";

const counters = async (request: import("@playwright/test").APIRequestContext, slug: string) =>
  (await (await request.get(`/api/blog/${slug}`)).json()) as { views: number; likes: number };

test("the view and like routes answer bad input with a 4xx JSON error and change nothing", ANY_VIEWPORT, async ({ request }, testInfo) => {
  const post = await createTestPost(testInfo, { views: 7, likes: 3 });
  const huge = JSON.stringify({ liked: true, padding: "x".repeat(1_000_000) });
  const cases: Array<{ path: string; data?: string; contentType?: string; origin?: string; status: number }> = [
    { path: `/api/blog/${post.slug}/like`, data: '{"liked":', status: 400 },
    { path: `/api/blog/${post.slug}/like`, data: '{"liked":"yes"}', status: 400 },
    { path: `/api/blog/${post.slug}/like`, data: '{"liked":null}', status: 400 },
    { path: `/api/blog/${post.slug}/like`, data: '{"liked":true,"likes":1000}', status: 400 },
    { path: `/api/blog/${post.slug}/like`, data: "[true]", status: 400 },
    { path: `/api/blog/${post.slug}/like`, data: '{"liked":true}', contentType: "text/plain", status: 415 },
    { path: `/api/blog/${post.slug}/like`, data: huge, status: 413 },
    { path: `/api/blog/${post.slug}/view`, data: '{"views":1000}', status: 400 },
    { path: `/api/blog/${post.slug}/view`, data: "{oops", status: 400 },
    { path: `/api/blog/${post.slug}/view`, data: huge, status: 413 },
    { path: "/api/blog/no-such-post/like", data: '{"liked":true}', status: 404 },
    { path: "/api/blog/no-such-post/view", status: 404 },
    { path: `/api/blog/${DRAFT_SLUG}/like`, data: '{"liked":true}', status: 404 },
    { path: `/api/blog/${DRAFT_SLUG}/view`, status: 404 },
    { path: `/api/blog/${post.slug}/like`, data: '{"liked":true}', origin: "https://elsewhere.example", status: 403 },
    { path: `/api/blog/${post.slug}/view`, origin: "https://elsewhere.example", status: 403 },
  ];
  for (const { path, data, contentType = "application/json", origin, status } of cases) {
    const headers = { ...(data === undefined ? {} : { "content-type": contentType }), ...(origin ? { origin } : {}) };
    const response = await request.post(path, { data, headers });
    expect(response.status(), `${path} ${data?.slice(0, 40)}`).toBe(status);
    expect(response.headers()["content-type"]).toContain("application/json");
    expect((await response.json()).error).toEqual(expect.any(String));
    expect(response.headers()["set-cookie"]).toBeUndefined();
  }
  expect(await counters(request, post.slug)).toEqual({ views: 7, likes: 3 });
  expect((await request.get(`/api/blog/${DRAFT_SLUG}`)).status()).toBe(404);
});

test("a crawler's view is not counted; a browser's is, with the fresh counters in the answer", ANY_VIEWPORT, async ({ request }, testInfo) => {
  const post = await createTestPost(testInfo);
  const crawler = await request.post(`/api/blog/${post.slug}/view`, {
    headers: { "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" },
  });
  expect(await crawler.json()).toEqual({ views: 0, likes: 0, counted: false });
  const browser = await request.post(`/api/blog/${post.slug}/view`, { data: {} });
  expect(await browser.json()).toEqual({ views: 1, likes: 0, counted: true });
});

test(
  "200 concurrent likes from distinct visitors end at exactly 200; repeating them changes nothing",
  ANY_VIEWPORT,
  async ({ playwright, baseURL }, testInfo) => {
    const post = await createTestPost(testInfo);
    // A context without a cookie jar of its own, so each request carries only the visitor it names.
    const api = await playwright.request.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
    const visitors = Array.from({ length: 200 }, (_, index) => `lexor_visitor=00000000-0000-4000-8000-${String(index).padStart(12, "0")}`);
    const like = (cookie: string) => api.post(`/api/blog/${post.slug}/like`, { data: { liked: true }, headers: { cookie } });

    const statuses = (await Promise.all(visitors.map(like))).map((response) => response.status());
    expect(statuses.filter((status) => status === 200)).toHaveLength(200);
    expect((await counters(api, post.slug)).likes).toBe(200);

    await Promise.all(visitors.slice(0, 50).map(like));
    expect((await counters(api, post.slug)).likes).toBe(200);
    await api.dispose();
  },
);
