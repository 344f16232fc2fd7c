import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { parseJsonBody } from "@/lib/services/http/body";
import { HttpError } from "@/lib/services/http/errors";
import { isPageSubmission, parseWriteBody, submittedValues } from "@/lib/services/http/form-post";
import { createMemoryStore, createRateLimiter } from "@/lib/services/rate-limit";

const schema = z.strictObject({ email: z.string().min(3) });

const jsonRequest = (body: string, contentType = "application/json") =>
  new Request("http://test/api", { method: "POST", headers: { "content-type": contentType }, body });

async function statusOf(promise: Promise<unknown>) {
  try {
    await promise;
    return 200;
  } catch (error) {
    if (error instanceof HttpError) return error.status;
    throw error;
  }
}

describe("parseJsonBody", () => {
  it("returns the parsed body", async () => {
    await expect(parseJsonBody(jsonRequest('{"email":"a@b.c"}'), schema)).resolves.toEqual({ email: "a@b.c" });
  });

  it("refuses the wrong content type, malformed JSON, wrong types, unknown fields and big bodies", async () => {
    expect(await statusOf(parseJsonBody(jsonRequest('{"email":"a@b.c"}', "text/plain"), schema))).toBe(415);
    expect(await statusOf(parseJsonBody(jsonRequest('{"email":'), schema))).toBe(400);
    expect(await statusOf(parseJsonBody(jsonRequest('{"email":42}'), schema))).toBe(400);
    expect(await statusOf(parseJsonBody(jsonRequest('{"email":"a@b.c","admin":true}'), schema))).toBe(400);
    expect(await statusOf(parseJsonBody(jsonRequest(JSON.stringify({ email: "x".repeat(20_000) })), schema))).toBe(413);
  });

  it("names the offending field", async () => {
    try {
      await parseJsonBody(jsonRequest('{"email":"a@b.c","admin":true}'), schema);
      expect.unreachable();
    } catch (error) {
      expect((error as HttpError).details).toEqual({ fields: { body: "Unknown field: admin" } });
    }
  });
});

describe("rate limiter", () => {
  it("allows the limit per window, then answers with the seconds to wait, then resets", async () => {
    let now = 1_000_000;
    const limiter = createRateLimiter(createMemoryStore(), () => now);
    const rule = { limit: 2, windowMs: 10_000 };
    expect(await limiter.check("newsletter", "1.2.3.4", rule)).toEqual({ allowed: true });
    expect(await limiter.check("newsletter", "1.2.3.4", rule)).toEqual({ allowed: true });
    expect(await limiter.check("newsletter", "1.2.3.4", rule)).toEqual({ allowed: false, retryAfterSeconds: 10 });
    expect(await limiter.check("newsletter", "5.6.7.8", rule)).toEqual({ allowed: true });
    expect(await limiter.check("like", "1.2.3.4", rule)).toEqual({ allowed: true });
    now += 10_000;
    expect(await limiter.check("newsletter", "1.2.3.4", rule)).toEqual({ allowed: true });
  });

  it("keeps memory bounded", async () => {
    const store = createMemoryStore(100);
    for (let index = 0; index < 1_000; index += 1) await store.hit(`k${index}`, 60_000, 0);
    const fresh = await store.hit("k999", 60_000, 0);
    expect(fresh.count).toBe(2);
  });
});

describe("client address", () => {
  const withForwarded = (value?: string) => new Request("http://test/", { headers: value ? { "x-forwarded-for": value } : {} });

  it("takes the entry written by the nearest trusted proxy, never one the client wrote", async () => {
    const { clientIp } = await import("@/lib/services/http/client-ip");
    expect(clientIp(withForwarded("127.0.0.1"), 0)).toBe("127.0.0.1");
    expect(clientIp(withForwarded("6.6.6.6, 203.0.113.7"), 1)).toBe("203.0.113.7");
    expect(clientIp(withForwarded("6.6.6.6, 203.0.113.7, 10.0.0.2"), 2)).toBe("203.0.113.7");
    expect(clientIp(withForwarded(), 1)).toBe("unknown");
  });
});

describe("a page's own form post", () => {
  const post = (headers: Record<string, string>, body = "email=ada%40example.com") => new Request("http://test/api", { method: "POST", headers, body });
  const form = "application/x-www-form-urlencoded";

  it("is a form body asking for a page, without the enhancement's header", () => {
    expect(isPageSubmission(post({ "content-type": form, accept: "text/html,application/xhtml+xml,*/*;q=0.8" }))).toBe(true);
    expect(isPageSubmission(post({ "content-type": "multipart/form-data; boundary=x", accept: "text/html" }))).toBe(true);
    expect(isPageSubmission(post({ "content-type": form, accept: "*/*" }))).toBe(false);
    expect(isPageSubmission(post({ "content-type": form, accept: "text/html", "x-lexor-enhanced": "1" }))).toBe(false);
    expect(isPageSubmission(post({ "content-type": "application/json", accept: "text/html" }))).toBe(false);
  });

  it("is checked with the same schema as JSON, and keeps what was typed for the form's page", async () => {
    const valid = post({ "content-type": form });
    await expect(parseWriteBody(valid, schema)).resolves.toEqual({ email: "ada@example.com" });
    const invalid = post({ "content-type": form }, "email=ab");
    expect(await statusOf(parseWriteBody(invalid, schema))).toBe(400);
    expect(submittedValues(invalid)).toEqual({ email: "ab" });
    expect(await statusOf(parseWriteBody(post({ "content-type": form }, "email=ada%40example.com&extra=1"), schema))).toBe(400);
    await expect(parseWriteBody(jsonRequest('{"email":"a@b.c"}'), schema)).resolves.toEqual({ email: "a@b.c" });
  });
});

describe("the outcome cookie of a page's form post", () => {
  const siteUrl = process.env.SITE_URL;
  afterEach(() => {
    if (siteUrl === undefined) delete process.env.SITE_URL;
    else process.env.SITE_URL = siteUrl;
  });

  async function outcomeCookie(site: string) {
    process.env.SITE_URL = site;
    vi.resetModules();
    const { formOutcomeResponse } = await import("@/lib/services/http/form-post");
    const response = formOutcomeResponse({ form: "newsletter", status: "done", message: "Subscribed." });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/forms/newsletter");
    return response.headers.get("set-cookie");
  }

  it("is HttpOnly, SameSite=Lax and scoped to /forms for two minutes, Secure only on an HTTPS site", async () => {
    expect(await outcomeCookie("http://127.0.0.1:3000")).toMatch(/^lexor-form-outcome=[A-Za-z0-9_-]+; Path=\/forms; Max-Age=120; HttpOnly; SameSite=Lax$/);
    expect(await outcomeCookie("https://lexor.example")).toMatch(
      /^lexor-form-outcome=[A-Za-z0-9_-]+; Path=\/forms; Max-Age=120; HttpOnly; SameSite=Lax; Secure$/,
    );
  });
});
