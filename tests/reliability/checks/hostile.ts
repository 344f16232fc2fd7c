import { randomUUID } from "node:crypto";
import { type Browser, chromium } from "@playwright/test";
import { CHROMIUM_LAUNCH } from "@/tests/support/chromium";
import { startNextServer } from "@/tests/support/processes";
import { send } from "../api";
import { APP_PORT, SERVER_ENV, type SuiteContext, waitFor } from "../context";
import { assert, type Check, CheckFailure } from "../harness";
import { firstSlug } from "./load";

const GROUP = "6. Hostile requests";

/** The paths the audit sent (14 of 14 answered 500), and more of the same. */
const MALFORMED = [
  ["GET", "/%"],
  ["GET", "/blog/%E0%A4%A"],
  ["GET", "/api/files/public/%"],
  ["POST", "/api/blog/%/view"],
  ["GET", "/%FF"],
  ["GET", "/blog/%FF"],
  ["GET", "/careers/%C0"],
  ["GET", "/apply/%/x"],
  ["GET", "/api/%"],
  ["POST", "/api/newsletter/%ZZ"],
  ["GET", "/api/blog/%E0%A4%A"],
  ["GET", "/api/files/%/x.pdf"],
  ["HEAD", "/blog/%"],
  ["GET", "/%%"],
] as const;

/** Every API route with a method it does not take, and the Allow it must name. */
function wrongMethods(slug: string): Array<[string, string, string]> {
  const post = "POST, OPTIONS";
  const get = "GET, HEAD, OPTIONS";
  return [
    ["GET", "/api/resumes", post],
    ["PUT", "/api/applications", post],
    ["DELETE", "/api/newsletter", post],
    ["GET", "/api/newsletter/unsubscribe", post],
    ["PATCH", "/api/demo-requests", post],
    ["GET", "/api/revalidate", post],
    ["GET", "/api/preview/exit", post],
    ["POST", "/api/preview", get],
    ["POST", "/api/health", get],
    ["DELETE", "/api/ready", get],
    ["POST", `/api/blog/${slug}`, get],
    ["GET", `/api/blog/${slug}/like`, post],
    ["PUT", `/api/blog/${slug}/view`, post],
    ["POST", "/api/files/public/brands/x.svg", get],
    ["DELETE", "/api/files/resumes/x.pdf", get],
    ["TRACE", "/api/health", get],
    ["TRACE", "/api/resumes", post],
    ["POST", "/", "GET, HEAD"],
    ["DELETE", "/blog", "GET, HEAD"],
    ["PUT", "/careers", "GET, HEAD"],
    ["TRACE", "/", "GET, HEAD"],
    ["POST", "/blog/feed.xml", "GET, HEAD"],
  ];
}

const SCRIPTED_SVG = (marker: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>document.title="${marker}";fetch("/api/health?${marker}")</script><rect width="10" height="10"/></svg>`;

export function hostileChecks(context: SuiteContext): { checks: Check[]; close: () => Promise<void> } {
  let browser: Browser | undefined;
  return {
    close: async () => {
      await browser?.close();
    },
    checks: [
      {
        group: GROUP,
        name: "an SVG with a script, opened directly from /api/files/public/, never runs as a document of the site",
        async run() {
          const marker = `svg-${randomUUID().slice(0, 8)}`;
          const key = `brands/${marker}.svg`;
          await context.files().put(key, new TextEncoder().encode(SCRIPTED_SVG(marker)), "image/svg+xml");
          const url = `${context.origin}/api/files/public/${key}`;
          const head = await send(context.origin, { method: "GET", path: `/api/files/public/${key}` });
          assert(head.status === 200, `the SVG answered ${head.status}`);

          browser ??= await chromium.launch(CHROMIUM_LAUNCH);
          const page = await browser.newPage();
          try {
            const requests: string[] = [];
            page.on("request", (request) => requests.push(request.url()));
            const response = await page.goto(url).catch(() => null);
            const csp = (await response?.allHeaders())?.["content-security-policy"] ?? "";
            if (response) assert(/\bsandbox\b/.test(csp) && /default-src 'none'/.test(csp), `the SVG arrived with the policy ${JSON.stringify(csp)}`);
            // A script that ran would have done both at once; give it every chance.
            await page.waitForLoadState("load").catch(() => undefined);
            const title = await page.title().catch(() => "");
            assert(title !== marker, "the SVG's script ran: it set the page's title");
            assert(
              !requests.some((request) => request.includes(marker) && request.includes("/api/health")),
              "the SVG's script sent a request from the site's origin",
            );
          } finally {
            await page.close();
          }
        },
      },
      {
        group: GROUP,
        name: `${MALFORMED.length} request targets with malformed percent-encoding answer 400 (JSON under /api/, an HTML page elsewhere), never 500`,
        async run() {
          const wrong: string[] = [];
          for (const [method, path] of MALFORMED) {
            const answer = await send(context.origin, {
              method,
              path,
              headers: method === "POST" ? { "content-type": "application/json" } : {},
              body: method === "POST" ? "{}" : undefined,
            });
            const api = path.startsWith("/api/");
            const kindOk =
              method === "HEAD" ||
              (api ? answer.json() !== null && answer.contentType.startsWith("application/json") : answer.contentType.startsWith("text/html"));
            if (answer.status !== 400 || !kindOk) wrong.push(`${method} ${path} → ${answer.status} ${answer.contentType} ${answer.text.slice(0, 80)}`);
          }
          assert(wrong.length === 0, `answers other than a 400 of the right kind:\n${wrong.join("\n")}`);
          assert(!/URIError|decodeURIComponent/.test(context.server?.output() ?? ""), "the server logged a decoding stack trace");
        },
      },
      {
        group: GROUP,
        name: "a method a route does not take (TRACE included) answers 405 with Allow and a JSON body, on every API route and on pages",
        async run() {
          const slug = await firstSlug(context);
          const wrong: string[] = [];
          for (const [method, path, allow] of wrongMethods(slug)) {
            const answer = await send(context.origin, { method, path });
            const body = answer.json<{ error?: unknown }>();
            if (answer.status !== 405 || answer.headers.allow !== allow || typeof body?.error !== "string") {
              wrong.push(
                `${method} ${path} → ${answer.status}, Allow ${JSON.stringify(answer.headers.allow)} (want ${allow}), body ${answer.text.slice(0, 80)}`,
              );
            }
          }
          assert(wrong.length === 0, `wrong answers:\n${wrong.join("\n")}`);
        },
      },
      {
        group: GROUP,
        name: "a server told to trust a proxy (TRUSTED_PROXY_HOPS=1) warns when requests arrive without X-Forwarded-For",
        async run() {
          const port = APP_PORT + 2;
          const server = await startNextServer(port, { ...SERVER_ENV, SITE_URL: `http://127.0.0.1:${port}`, TRUSTED_PROXY_HOPS: "1", MAIL_WORKER: "false" });
          try {
            assert(!/TRUSTED_PROXY_HOPS=1 but/.test(server.output()), "warned about health probes, which reach a server directly");
            const forwarded = await send(server.origin, { method: "GET", path: "/", headers: { "x-forwarded-for": "203.0.113.9" } });
            assert(forwarded.status === 200, `GET / answered ${forwarded.status}`);
            assert(!/TRUSTED_PROXY_HOPS=1 but/.test(server.output()), "warned about a request that came through a proxy");
            await send(server.origin, { method: "GET", path: "/" });
            await waitFor("the warning about requests without a proxy", () => /TRUSTED_PROXY_HOPS=1 but a request arrived/.test(server.output()), 10_000);
          } catch (error) {
            if (error instanceof CheckFailure) throw new CheckFailure(`${error.message}\n${server.output().slice(-1500)}`);
            throw error;
          } finally {
            await server.stop();
          }
        },
      },
    ],
  };
}
