import http from "node:http";
import type { AddressInfo } from "node:net";
import type { QueryDocumentSnapshot } from "firebase-functions/v2/firestore";
import type { ScheduledEvent } from "firebase-functions/v2/scheduler";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

/**
 * The deployed mail functions against a site on 127.0.0.1 that records each drain call and answers
 * as the real route does (e2e/mail-drain.desktop.spec.ts calls the route on the production build).
 */
const SECRET = "functions-mail-drain-secret-0123456789";
let server: http.Server;
let calls: { method: string; url: string; authorization: string | undefined }[] = [];
let answer: { status: number; body: unknown } = { status: 200, body: {} };

const drained = { sent: 2, retrying: 0, dead: 0, released: 0, more: false };

beforeAll(async () => {
  server = http.createServer((request, response) => {
    request.resume();
    request.on("end", () => {
      calls.push({ method: request.method ?? "", url: request.url ?? "", authorization: request.headers.authorization });
      const authorized = request.headers.authorization === `Bearer ${SECRET}`;
      const { status, body } = authorized ? answer : { status: 401, body: { error: "Missing or wrong mail drain secret." } };
      response.writeHead(status, { "Content-Type": "application/json" });
      response.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  process.env.SITE_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  process.env.MAIL_DRAIN_SECRET = SECRET;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  delete process.env.SITE_URL;
  delete process.env.MAIL_DRAIN_SECRET;
});

beforeEach(() => {
  calls = [];
  answer = { status: 200, body: drained };
  process.env.MAIL_DRAIN_SECRET = SECRET;
});

const tick = { scheduleTime: "2026-11-26T01:00:00.000Z" } as ScheduledEvent;
const queued = (kind = "demo-request-note") => {
  const data: Record<string, unknown> = { status: "pending", kind };
  return {
    document: "mailOutbox/1764118800000-abc123",
    params: { id: "1764118800000-abc123" },
    data: { id: "1764118800000-abc123", data: () => data, get: (field: string) => data[field] } as unknown as QueryDocumentSnapshot,
  };
};
const functions = () => import("../src/index.js");
// The handlers' declared event types carry CloudEvent fields the handlers never read.
type Runnable = { run: (event: never) => Promise<unknown> };
const run = (fn: unknown, event: unknown) => (fn as Runnable).run(event as never);

describe("the scheduled drain", () => {
  it("calls the site's drain route with the secret", async () => {
    const { drainMailEveryMinute } = await functions();
    await run(drainMailEveryMinute, tick);
    expect(calls).toEqual([{ method: "POST", url: "/api/mail/drain", authorization: `Bearer ${SECRET}` }]);
  });

  it("throws when the site fails, and settles quietly when it is rate-limited", async () => {
    const { drainMailEveryMinute } = await functions();
    answer = { status: 503, body: { error: "The service is temporarily unavailable." } };
    await expect(run(drainMailEveryMinute, tick)).rejects.toThrow(/503/);
    answer = { status: 429, body: { error: "Too many requests." } };
    await expect(run(drainMailEveryMinute, tick)).resolves.toBeUndefined();
    expect(calls).toHaveLength(2);
  });

  it("logs a wrong secret as a refusal instead of failing every minute", async () => {
    const { drainMailEveryMinute } = await functions();
    process.env.MAIL_DRAIN_SECRET = "not-the-site-secret-0123456789abcdef";
    await expect(run(drainMailEveryMinute, tick)).resolves.toBeUndefined();
    expect(calls.map((call) => call.authorization)).toEqual(["Bearer not-the-site-secret-0123456789abcdef"]);
  });
});

describe("the trigger on a queued email", () => {
  it("calls the site's drain route with the secret", async () => {
    const { drainMailOnQueued } = await functions();
    await run(drainMailOnQueued, queued());
    expect(calls).toEqual([{ method: "POST", url: "/api/mail/drain", authorization: `Bearer ${SECRET}` }]);
  });

  it("leaves a newsletter issue's copies to the paced schedule: no call per subscriber", async () => {
    const { drainMailOnQueued } = await functions();
    for (let index = 0; index < 20; index += 1) await run(drainMailOnQueued, queued("newsletter-issue"));
    expect(calls).toEqual([]);
    await run(drainMailOnQueued, queued("newsletter-welcome"));
    expect(calls).toHaveLength(1);
  });

  it("throws when the site cannot be reached", async () => {
    const { drainMailOnQueued } = await functions();
    const { port } = server.address() as AddressInfo;
    process.env.SITE_URL = "http://127.0.0.1:1";
    try {
      await expect(run(drainMailOnQueued, queued())).rejects.toThrow();
    } finally {
      process.env.SITE_URL = `http://127.0.0.1:${port}/`;
    }
    expect(calls).toEqual([]);
  });
});
