import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Change } from "firebase-functions";
import type { DocumentSnapshot, FirestoreEvent } from "firebase-functions/v2/firestore";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { handleContentWrite, revalidationRequestFor } from "../src/revalidate.js";

/**
 * The trigger's handler against a site on 127.0.0.1 that records every webhook call and answers
 * as the real webhook does (e2e/content-publishing.spec.ts runs it against the production build).
 */
interface Call {
  method: string;
  url: string;
  authorization: string | undefined;
  body: unknown;
}

const SECRET = "functions-test-secret-0123456789";
let server: http.Server;
let siteUrl = "";
let calls: Call[] = [];
let answerStatus = 200;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      calls.push({ method: request.method ?? "", url: request.url ?? "", authorization: request.headers.authorization, body: JSON.parse(body || "null") });
      response.writeHead(answerStatus, { "Content-Type": "application/json" });
      response.end(JSON.stringify(answerStatus === 200 ? { revalidated: true } : { error: "no" }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  siteUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.SITE_URL = `${siteUrl}/`;
  process.env.REVALIDATION_SECRET = SECRET;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  delete process.env.SITE_URL;
  delete process.env.REVALIDATION_SECRET;
});

beforeEach(() => {
  calls = [];
  answerStatus = 200;
});

/** A snapshot as the trigger receives it; a missing document has no data. */
const snapshot = (data?: Record<string, unknown>) => ({ exists: data !== undefined, data: () => data }) as unknown as DocumentSnapshot;

function writeEvent(document: string, before?: Record<string, unknown>, after?: Record<string, unknown>) {
  const [, id = ""] = document.split("/");
  return {
    document,
    params: { id },
    data: { before: snapshot(before), after: snapshot(after) } as Change<DocumentSnapshot>,
  } as FirestoreEvent<Change<DocumentSnapshot> | undefined, { id: string }>;
}

const post = { slug: "zero-trust", title: "Zero trust", status: "published", views: 10, likes: 2 };

describe("the deployed trigger", () => {
  it("calls the webhook once with the changed post and the secret", async () => {
    const { revalidateBlogs } = await import("../src/index.js");
    await revalidateBlogs.run(writeEvent("blogs/post-7", post, { ...post, title: "Zero trust, revised" }));
    expect(calls).toEqual([
      {
        method: "POST",
        url: "/api/revalidate",
        authorization: `Bearer ${SECRET}`,
        body: { collection: "blogs", id: "post-7" },
      },
    ]);
  });
});

describe("handleContentWrite", () => {
  const target = () => ({ siteUrl, secret: SECRET });

  it("calls nothing for a collection the site does not cache", async () => {
    for (const document of ["newsletters/a@example.com", "applications/1-abc", "blogLikes/post-7__v1", "mailQueue/1-abc"]) {
      expect(await handleContentWrite(writeEvent(document, undefined, { any: "thing" }), target())).toBe("skipped");
    }
    expect(calls).toEqual([]);
  });

  it("calls nothing when a view or like changed only the counters", async () => {
    const viewed = { ...post, views: 11, likes: 3, lastViewed: "2026-11-23T10:00:00.000Z" };
    expect(await handleContentWrite(writeEvent("blogs/post-7", post, viewed), target())).toBe("skipped");
    expect(calls).toEqual([]);
  });

  it("calls for a created, an unpublished and a deleted document, each once", async () => {
    await handleContentWrite(writeEvent("departments/engineering", undefined, { title: "Engineering" }), target());
    await handleContentWrite(writeEvent("blogs/post-7", post, { ...post, status: "draft" }), target());
    await handleContentWrite(writeEvent("brands/atlas", { name: "Atlas" }, undefined), target());
    expect(calls.map((call) => call.body)).toEqual([
      { collection: "departments", id: "engineering" },
      { collection: "blogs", id: "post-7" },
      { collection: "brands", id: "atlas" },
    ]);
  });

  it("logs a refusal a retry cannot fix, and throws for a failing site so the event is retried", async () => {
    answerStatus = 401;
    expect(await handleContentWrite(writeEvent("brands/atlas", undefined, { name: "Atlas" }), target())).toBe("refused");
    answerStatus = 502;
    await expect(handleContentWrite(writeEvent("brands/atlas", undefined, { name: "Atlas" }), target())).rejects.toThrow(/502/);
    expect(calls).toHaveLength(2);
  });

  it("ignores subcollections and malformed paths", () => {
    expect(revalidationRequestFor("blogs/post-7/comments/c1", undefined, {})).toBeNull();
    expect(revalidationRequestFor("blogs", undefined, {})).toBeNull();
  });
});
