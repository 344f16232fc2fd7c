import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { send, subscribe } from "@/tests/reliability/api";
import { assert, assertEqual, type Check } from "@/tests/reliability/harness";
import { ROOT, tsxArgs } from "@/tests/support/processes";
import type { FreezableProxy } from "@/tests/support/freezable-proxy";
import type { Deployment } from "./deployment";
import { machineEnv } from "./hosts";

const run = promisify(execFile);

export interface ShippedContext {
  deployment: () => Deployment;
  /** What `content:push` is run with: the operator's Firestore and the site's webhook. */
  pushEnv: Record<string, string>;
  /** A demo post's file name (without .md) this variant edits and takes down. */
  post: string;
  /** Addresses the checks send; no log line may hold one. */
  addresses: string[];
  /** The link to Firestore, for the variant that freezes it. */
  firestore?: FreezableProxy;
}

/** What deploy.md promises a visitor while Firestore does not answer: a 503 within one deadline. */
const FROZEN_ANSWER_MS = 4_000;

async function get(origin: string, target: string) {
  return send(origin, { method: "GET", path: target, idempotent: true });
}

/** The og:image a page names, as a path on this origin. */
async function socialCard(origin: string, page: string): Promise<string> {
  const html = (await get(origin, page)).text;
  const card = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
  assert(card, `${page} names no og:image`);
  const url = new URL(card.replaceAll("&amp;", "&"));
  return url.pathname + url.search;
}

/** One address of each kind the sitemap lists. */
async function pageAddresses(origin: string): Promise<string[]> {
  const sitemap = await get(origin, "/sitemap.xml");
  assertEqual(sitemap.status, 200, "GET /sitemap.xml");
  const urls = [...sitemap.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "").pathname);
  const first = (pattern: RegExp) => {
    const found = urls.find((url) => pattern.test(url));
    assert(found, `the sitemap lists no address like ${pattern}`);
    return found;
  };
  const article = first(/^\/blog\/[^/]+$/);
  const role = first(/^\/apply\/[^/]+\/[^/]+$/);
  const cards = await Promise.all(["/", article, role].map((page) => socialCard(origin, page)));
  return [
    "/",
    "/what-we-do",
    "/privacy-policy",
    "/blog",
    "/blog/page/2",
    "/blog/feed.xml",
    article,
    "/careers",
    first(/^\/careers\/[^/]+$/),
    role,
    ...cards,
    "/robots.txt",
    "/manifest.webmanifest",
    "/favicon.ico",
    "/logo.svg",
  ];
}

async function pushPost(context: ShippedContext, change: (source: string) => string): Promise<string> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "lexor-shipped-content-"));
  try {
    const source = fs.readFileSync(path.join(ROOT, "content/demo/posts", `${context.post}.md`), "utf8");
    const cover = /^cover:\s*(\S+)/m.exec(source)?.[1];
    fs.mkdirSync(path.join(folder, "posts"), { recursive: true });
    fs.writeFileSync(path.join(folder, "posts", `${context.post}.md`), change(source));
    if (cover) {
      fs.mkdirSync(path.dirname(path.join(folder, "posts", cover)), { recursive: true });
      fs.copyFileSync(path.join(ROOT, "content/demo/posts", cover), path.join(folder, "posts", cover));
    }
    const { stdout } = await run(process.execPath, tsxArgs("scripts/content-push.ts", "--direct", folder), {
      cwd: ROOT,
      env: { ...machineEnv(), ...context.pushEnv } as NodeJS.ProcessEnv,
      timeout: 180_000,
    });
    return stdout;
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

const slugOf = (source: string) => /^slug:\s*(\S+)/m.exec(source)?.[1] ?? "";

export function shippedChecks(group: string, context: ShippedContext): Check[] {
  const instances = () => context.deployment().instances;
  const source = () => fs.readFileSync(path.join(ROOT, "content/demo/posts", `${context.post}.md`), "utf8");
  return [
    {
      group,
      name: "every page type, OG images, icons and public files answer 200 on each instance",
      run: async () => {
        for (const instance of instances()) {
          for (const target of await pageAddresses(instance.origin)) {
            const answer = await get(instance.origin, target);
            assertEqual(answer.status, 200, `GET ${instance.origin}${target}`);
          }
        }
      },
    },
    {
      group,
      name: "the CDN may keep the sitemap and social cards as long as a page, icons and public/ files an hour",
      run: async () => {
        const [instance] = instances();
        assert(instance, "no instance");
        const card = await socialCard(instance.origin, "/");
        const lifetimes: Array<[string, RegExp]> = [
          ["/sitemap.xml", /^public, s-maxage=60, stale-while-revalidate=60$/],
          [card, /^public, s-maxage=60, stale-while-revalidate=60$/],
          ["/favicon.ico", /^public, max-age=3600, s-maxage=3600$/],
          ["/manifest.webmanifest", /^public, max-age=3600, s-maxage=3600$/],
          ["/logo.svg", /^public, max-age=3600, s-maxage=3600$/],
        ];
        for (const [target, lifetime] of lifetimes) {
          const cacheControl = String((await get(instance.origin, target)).headers["cache-control"]);
          assert(lifetime.test(cacheControl), `GET ${target}: Cache-Control ${cacheControl}`);
        }
      },
    },
    {
      group,
      name: "the scripts a page names are served, and an unknown one is a 404",
      run: async () => {
        const home = await get(context.deployment().origin, "/");
        const scripts = [...home.text.matchAll(/src="(\/_next\/static\/[^"]+\.js)"/g)].map((match) => match[1] ?? "");
        assert(scripts.length > 0, "the home page names no script");
        for (const instance of instances()) {
          for (const script of scripts) assertEqual((await get(instance.origin, script)).status, 200, `GET ${instance.origin}${script}`);
          const unknown = await get(instance.origin, "/_next/static/chunks/0123456789abcdef-from-an-older-rollout.js");
          assertEqual(unknown.status, 404, `GET ${instance.origin} an unknown chunk`);
        }
      },
    },
    {
      group,
      name: "the API answers: health, readiness and a newsletter sign-up through nginx",
      run: async () => {
        for (const instance of instances()) {
          assertEqual((await get(instance.origin, "/api/health")).status, 200, `${instance.origin}/api/health`);
          const ready = await get(instance.origin, "/api/ready");
          assertEqual(ready.status, 200, `${instance.origin}/api/ready (${ready.text.slice(0, 300)})`);
        }
        const address = `shipped.${Date.now().toString(36)}@example.com`;
        context.addresses.push(address);
        const answer = await subscribe(context.deployment().origin, address);
        assert(answer.status === 200 || answer.status === 201, `POST /api/newsletter answered ${answer.status}: ${answer.text.slice(0, 300)}`);
      },
    },
    {
      group,
      name: "a title edited with content:push shows on every instance on the first request after the push returns",
      run: async () => {
        const article = `/blog/${slugOf(source())}`;
        const marker = `Shipped${Date.now().toString(36)}`;
        for (const instance of instances()) {
          const before = await get(instance.origin, article);
          assertEqual(before.status, 200, `GET ${instance.origin}${article} before the push`);
          assert(!before.text.includes(marker), "the marker is on the page before the push");
        }
        const output = await pushPost(context, (text) => text.replace(/^title:\s*(.*)$/m, (_, title: string) => `title: ${title} ${marker}`));
        for (const instance of instances()) {
          const after = await get(instance.origin, article);
          assertEqual(after.status, 200, `GET ${instance.origin}${article} after the push`);
          assert(after.text.includes(marker), `${instance.origin}${article} still shows the old title after the push:\n${output}`);
        }
      },
    },
    {
      group,
      name: "a post taken down with content:push answers 410 on every instance on the first request after the push returns",
      run: async () => {
        const article = `/blog/${slugOf(source())}`;
        for (const instance of instances()) assertEqual((await get(instance.origin, article)).status, 200, `GET ${instance.origin}${article} before`);
        const output = await pushPost(context, (text) => text.replace(/^status:\s*published$/m, "status: draft"));
        for (const instance of instances()) {
          const after = await get(instance.origin, article);
          assertEqual(after.status, 410, `GET ${instance.origin}${article} after the takedown (push said:\n${output})`);
        }
      },
    },
    ...(context.firestore ? [frozenFirestoreCheck(group, context, context.firestore)] : []),
  ];
}

function frozenFirestoreCheck(group: string, context: ShippedContext, firestore: FreezableProxy): Check {
  return {
    group,
    name: `with Firestore frozen, a page not yet cached answers 503 with Retry-After within ${FROZEN_ANSWER_MS / 1000} s, a cached one 200, and neither is kept`,
    run: async () => {
      const [instance] = context.deployment().instances;
      assert(instance, "no instance");
      const unseen = `/blog/never-published-${Date.now().toString(36)}`;
      assertEqual((await get(instance.origin, "/")).status, 200, "GET / before the freeze");
      firestore.freeze();
      try {
        const started = performance.now();
        const answer = await send(instance.origin, { method: "GET", path: unseen, timeoutMs: 30_000 });
        const elapsed = performance.now() - started;
        assertEqual(answer.status, 503, `GET ${unseen} with Firestore frozen`);
        assert(answer.headers["retry-after"], "the 503 has no Retry-After");
        assert(/no-store/.test(String(answer.headers["cache-control"])), `the 503 is cacheable: ${answer.headers["cache-control"]}`);
        assert(elapsed < FROZEN_ANSWER_MS, `the 503 took ${Math.round(elapsed)} ms`);
        assertEqual((await get(instance.origin, "/")).status, 200, "GET / (cached) with Firestore frozen");
      } finally {
        firestore.thaw();
      }
      assertEqual((await get(instance.origin, unseen)).status, 404, `GET ${unseen} once Firestore answers again`);
    },
  };
}
