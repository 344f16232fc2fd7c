import { randomUUID } from "node:crypto";
import autocannon, { type RequestSpec } from "autocannon";

export const LOAD_SETTINGS = { connections: 50, durationSeconds: 10 } as const;

export interface LoadFigures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  total: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
}

async function measure(url: string, requests?: RequestSpec[]): Promise<LoadFigures> {
  const result = await autocannon({
    url,
    connections: LOAD_SETTINGS.connections,
    duration: LOAD_SETTINGS.durationSeconds,
    timeout: 10,
    requests,
  });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count])),
  };
}

export const loadGet = (origin: string, path: string) => measure(origin + path);

/** Newsletter subscriptions, each from an address never used before. */
export function loadNewsletter(origin: string): Promise<LoadFigures> {
  const run = randomUUID().slice(0, 8);
  let next = 0;
  return measure(`${origin}/api/newsletter`, [
    {
      method: "POST",
      path: "/api/newsletter",
      headers: { "content-type": "application/json" },
      setupRequest: (request) => ({ ...request, body: JSON.stringify({ email: `bench-${run}-${next++}@example.com` }) }),
    },
  ]);
}

const VISITORS = 1_000;

/**
 * Like toggles from distinct visitors. The visitors are real: each got its visitor cookie from the
 * server by liking the post once before the measurement, whatever the cookie's name or format.
 * During the run each visitor alternately unlikes and likes again.
 */
export async function loadLikes(origin: string, slug: string): Promise<LoadFigures> {
  const path = `/api/blog/${encodeURIComponent(slug)}/like`;
  const cookies: string[] = [];
  for (let start = 0; start < VISITORS; start += 50) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(50, VISITORS - start) }, async () => {
        const response = await fetch(origin + path, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ liked: true }),
        });
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`POST ${path} answered HTTP ${response.status}`);
        const cookie = response.headers
          .getSetCookie()
          .map((line) => line.split(";")[0])
          .join("; ");
        if (!cookie) throw new Error(`POST ${path} set no visitor cookie`);
        return cookie;
      }),
    );
    cookies.push(...batch);
  }
  let next = 0;
  return measure(origin + path, [
    {
      method: "POST",
      path,
      setupRequest: (request) => {
        const index = next++;
        const liked = Math.floor(index / VISITORS) % 2 === 1;
        return {
          ...request,
          headers: { "content-type": "application/json", cookie: cookies[index % VISITORS] ?? "" },
          body: JSON.stringify({ liked }),
        };
      },
    },
  ]);
}
