import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminDocumentStore } from "@/lib/ports/documents/port";
import { getPostBySlug } from "@/lib/features/content/records";

/**
 * The blog's route handlers, called with real Requests against a real (temporary) SQLite store
 * seeded with the demo content. The e2e suite repeats the important cases over HTTP.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lexor-blog-routes-"));
process.env.DATA_DIR = dataDir;
process.env.SQLITE_PATH = path.join(dataDir, "lexor.sqlite");
process.env.RATE_LIMIT_SCALE = "1000";
process.env.SITE_URL = "https://lexor.example";

type Handler = (request: Request, context: { params: Promise<{ slug: string }> }) => Promise<Response>;
let like: Handler;
let view: Handler;
let counters: Handler;
let store: AdminDocumentStore;

const BROWSER = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36";
const SLUG = "roadmaps-as-bets";
const DRAFT = "service-blueprints-for-security-operations";

const context = (slug: string) => ({ params: Promise.resolve({ slug }) });

function post(url: string, body?: string, headers: Record<string, string> = {}) {
  return new Request(`http://127.0.0.1${url}`, {
    method: "POST",
    headers: { "user-agent": BROWSER, ...(body === undefined ? {} : { "content-type": "application/json" }), ...headers },
    body,
  });
}

const likeRequest = (slug: string, body: string, headers: Record<string, string> = {}) => like(post(`/api/blog/${slug}/like`, body, headers), context(slug));

async function countersOf(slug: string) {
  const found = await getPostBySlug(store, slug);
  return { views: found?.views, likes: found?.likes };
}

beforeAll(async () => {
  ({ POST: like } = await import("@/app/api/blog/[slug]/like/route"));
  ({ POST: view } = await import("@/app/api/blog/[slug]/view/route"));
  ({ GET: counters } = await import("@/app/api/blog/[slug]/route"));
  store = await (await import("@/lib/features/content/store")).adminDocuments();
});

afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("POST /api/blog/{slug}/view", () => {
  it("counts a view with no body or {}, and answers with the fresh counters", async () => {
    const before = await countersOf(SLUG);
    const first = await view(post(`/api/blog/${SLUG}/view`), context(SLUG));
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ views: (before.views ?? 0) + 1, likes: before.likes, counted: true });
    const second = await view(post(`/api/blog/${SLUG}/view`, "{}"), context(SLUG));
    expect(await second.json()).toMatchObject({ views: (before.views ?? 0) + 2, counted: true });
    const raw = await store.get("blogs", "post-011");
    expect(Date.now() - Date.parse(String(raw?.lastViewed))).toBeLessThan(10_000);
  });

  it("does not count crawlers, but tells them the counters", async () => {
    const before = await countersOf(SLUG);
    const response = await view(post(`/api/blog/${SLUG}/view`, undefined, { "user-agent": "Googlebot/2.1" }), context(SLUG));
    expect(await response.json()).toEqual({ ...before, counted: false });
    expect(await countersOf(SLUG)).toEqual(before);
  });

  it("refuses bodies it does not expect and unknown or unpublished posts, changing nothing", async () => {
    const before = await countersOf(SLUG);
    const draftBefore = await countersOf(DRAFT);
    const cases: Array<[Request, string, number]> = [
      [post(`/api/blog/${SLUG}/view`, '{"views":1000}'), SLUG, 400],
      [post(`/api/blog/${SLUG}/view`, "{not json"), SLUG, 400],
      [post(`/api/blog/${SLUG}/view`, "[]"), SLUG, 400],
      [post(`/api/blog/${SLUG}/view`, "hello", { "content-type": "text/plain" }), SLUG, 415],
      [post(`/api/blog/${SLUG}/view`, JSON.stringify({ pad: "x".repeat(50_000) })), SLUG, 413],
      [post("/api/blog/no-such-post/view"), "no-such-post", 404],
      [post(`/api/blog/${DRAFT}/view`), DRAFT, 404],
      [post("/api/blog/x/view"), "../../etc/passwd", 404],
      [post(`/api/blog/${SLUG}/view`, undefined, { origin: "https://elsewhere.example" }), SLUG, 403],
    ];
    for (const [request, slug, status] of cases) {
      const response = await view(request, context(slug));
      expect(response.status, `${slug} ${status}`).toBe(status);
      expect(response.headers.get("content-type")).toMatch(/application\/json/);
      expect((await response.json()).error).toEqual(expect.any(String));
    }
    expect(await countersOf(SLUG)).toEqual(before);
    expect(await countersOf(DRAFT)).toEqual(draftBefore);
  });
});

describe("POST /api/blog/{slug}/like", () => {
  it("gives a new visitor an httpOnly id cookie and counts their like once", async () => {
    const before = await countersOf(SLUG);
    const first = await likeRequest(SLUG, '{"liked":true}', { origin: "https://lexor.example" });
    expect(first.status).toBe(200);
    const cookie = first.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^lexor_visitor=[0-9a-f-]{36}; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax; Secure$/);
    expect(await first.json()).toEqual({ views: before.views, likes: (before.likes ?? 0) + 1, liked: true });

    const visitor = cookie.split(";")[0] ?? "";
    const again = await likeRequest(SLUG, '{"liked":true}', { cookie: visitor });
    expect(again.headers.get("set-cookie")).toBeNull();
    expect((await again.json()).likes).toBe((before.likes ?? 0) + 1);

    const unlike = await likeRequest(SLUG, '{"liked":false}', { cookie: visitor });
    expect(await unlike.json()).toMatchObject({ likes: before.likes, liked: false });
    const unlikeAgain = await likeRequest(SLUG, '{"liked":false}', { cookie: visitor });
    expect((await unlikeAgain.json()).likes).toBe(before.likes);
  });

  it("never goes below zero", async () => {
    const slug = "accessibility-as-delivery-practice";
    expect((await countersOf(slug)).likes).toBe(0);
    const response = await likeRequest(slug, '{"liked":false}');
    expect(await response.json()).toMatchObject({ likes: 0, liked: false });
  });

  it("refuses malformed JSON, wrong types, unknown fields, huge bodies and unknown posts, changing nothing", async () => {
    const before = await countersOf(SLUG);
    const cases: Array<[string, string, Record<string, string>, number]> = [
      [SLUG, '{"liked":', {}, 400],
      [SLUG, '{"liked":"true"}', {}, 400],
      [SLUG, '{"liked":1}', {}, 400],
      [SLUG, "{}", {}, 400],
      [SLUG, '{"liked":true,"likes":500}', {}, 400],
      [SLUG, '{"liked":true}', { "content-type": "text/plain" }, 415],
      [SLUG, JSON.stringify({ liked: true, pad: "x".repeat(2_000_000) }), {}, 413],
      ["no-such-post", '{"liked":true}', {}, 404],
      [DRAFT, '{"liked":true}', {}, 404],
      [SLUG, '{"liked":true}', { origin: "https://elsewhere.example" }, 403],
      [SLUG, '{"liked":true}', { origin: "null" }, 403],
    ];
    for (const [slug, body, headers, status] of cases) {
      const response = await likeRequest(slug, body, headers);
      expect(response.status, `${slug} ${body.slice(0, 30)}`).toBe(status);
      expect(response.headers.get("set-cookie")).toBeNull();
      expect((await response.json()).error).toEqual(expect.any(String));
    }
    expect(await countersOf(SLUG)).toEqual(before);
    expect(await store.countRaw("blogLikes")).toBe(0);
  });

  it("ends at exactly 200 after 200 concurrent likes from distinct visitors, and a repeat changes nothing", async () => {
    const slug = "design-systems-are-infrastructure";
    const before = (await countersOf(slug)).likes ?? 0;
    const visitors = Array.from({ length: 200 }, (_, index) => `lexor_visitor=00000000-0000-4000-8000-${String(index).padStart(12, "0")}`);
    const responses = await Promise.all(visitors.map((cookie) => likeRequest(slug, '{"liked":true}', { cookie })));
    expect(responses.every((response) => response.status === 200)).toBe(true);
    expect((await countersOf(slug)).likes).toBe(before + 200);
    await Promise.all(visitors.map((cookie) => likeRequest(slug, '{"liked":true}', { cookie })));
    expect((await countersOf(slug)).likes).toBe(before + 200);
  });
});

describe("GET /api/blog/{slug}", () => {
  it("answers with the live counters, uncached, and 404 for drafts", async () => {
    const response = await counters(new Request(`http://127.0.0.1/api/blog/${SLUG}`), context(SLUG));
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual(await countersOf(SLUG));
    const draft = await counters(new Request(`http://127.0.0.1/api/blog/${DRAFT}`), context(DRAFT));
    expect(draft.status).toBe(404);
  });
});
