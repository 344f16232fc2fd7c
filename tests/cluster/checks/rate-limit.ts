import { randomUUID } from "node:crypto";
import { RATE_LIMITS } from "@/lib/services/rate-limit";
import { pool, send } from "@/tests/reliability/api";
import { assert, assertEqual, type Check } from "@/tests/reliability/harness";
import { type ClusterContext, SERVER_ENV } from "../context";

const GROUP = "2. One limit across the servers";

/** Request log lines the write handler wrote for `route` since `from` characters into the output. */
const handled = (output: string, from: number, route: string) =>
  output
    .slice(from)
    .split("\n")
    .filter((line) => line.includes('"message":"request"') && line.includes(`"route":"${route}"`)).length;

export function rateLimitChecks(context: ClusterContext): Check[] {
  const limit = Math.ceil(RATE_LIMITS.newsletter.limit * Number(SERVER_ENV.RATE_LIMIT_SCALE));
  return [
    {
      group: GROUP,
      name: `newsletter, ${limit} per minute per address, 3 × ${limit} subscriptions through nginx: exactly ${limit} allowed, the rest 429, on all three servers`,
      async run() {
        const outputFrom = context.cluster.servers.map((server) => server.output().length);
        const run = randomUUID().slice(0, 8);
        const total = 3 * limit;
        // Each request also claims to come from another address: nginx appends the real one, and that is what counts.
        const answers = await pool(
          Array.from({ length: total }, (_, i) => i),
          5,
          (i) =>
            send(context.cluster.origin, {
              method: "POST",
              path: "/api/newsletter",
              headers: { "content-type": "application/json", "x-forwarded-for": `203.0.113.${i + 1}` },
              body: JSON.stringify({ email: `limit-${run}-${i}@example.com` }),
            }),
        );
        const statuses = answers.map((answer) => answer.status);
        assertEqual(statuses.filter((status) => status === 201).length, limit, "subscriptions allowed");
        assertEqual(statuses.filter((status) => status === 429).length, total - limit, "subscriptions refused with 429");
        for (const answer of answers.filter((entry) => entry.status === 429)) {
          assert(answer.json<{ error?: string }>()?.error, "a 429 without a JSON error");
        }
        context.cluster.servers.forEach((server, index) => {
          const count = handled(server.output(), outputFrom[index] ?? 0, "/api/newsletter");
          assert(count > 0, `server ${index + 1} (${server.origin}) answered none of the ${total} requests: nginx did not spread them`);
        });
      },
    },
  ];
}
