// The production server: `npm start`, `npm run demo` and the container's command (the build copies
// this file into .next/standalone). It puts Next's request handler behind Node's own HTTP server,
// for what `next start` and Next's standalone server.js do not do:
// - the configuration is checked before the port opens: instrumentation.ts runs first and ends the
//   process, naming each variable, when the environment is malformed or incomplete;
// - with no proxy in front (TRUSTED_PROXY_HOPS=0) the client cannot choose its rate-limit key:
//   Next keeps a client-sent X-Forwarded-For as it is, so it is replaced with the socket's address
//   (and the client's X-Forwarded-Host/Proto/Port are dropped, for Next to fill in from the socket);
// - idle keep-alive connections outlive the idle timeouts of the proxies in front, and the listen
//   backlog holds a burst of connections (docs/decisions.md, "Production server");
// - pages Next marks cacheable are marked `public` with a short shared lifetime, so App Hosting's
//   CDN keeps them and an edit still reaches visitors within two minutes (docs/deploy.md).
// - a request target Next cannot decode (`/%`, vercel/next.js#92527) or a method it cannot route
//   (TRACE) gets a 400 or 405 here instead of Next's plain-text 500;
// - a server told to trust a proxy says so when requests arrive without the header a proxy adds;
// - an address a push took down (marked by proxy.ts) answers its not-found page with 410, and no
//   error answer is kept by a shared cache;
// - a request whose URL carries an email address is logged (without the address): personal data
//   in URLs ends up in proxies' logs and browser history, and no page of ours should make one.
import { AsyncLocalStorage } from "node:async_hooks";
import { readdirSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** Longer than Google's load balancers keep a backend connection idle (600 s) and nginx's 60 s. */
const KEEP_ALIVE_TIMEOUT_MS = 620_000;
/** Node's default of 511 overflowed under 1,000 simultaneous connects; Linux caps it at somaxconn. */
const LISTEN_BACKLOG = 4096;
const FORWARDED_BY_PROXIES = ["x-forwarded-host", "x-forwarded-proto", "x-forwarded-port"];
/**
 * What a CDN in front (App Hosting's Cloud CDN) may keep of a page Next marked cacheable: Cloud CDN
 * stores an answer only with `public` (or an Age header), which Next never sends. Shared caches
 * keep it at most CDN_MAX_AGE_SECONDS, then serve it stale for at most CDN_STALE_SECONDS while
 * they fetch the new one: an edit the server shows reaches every visitor within their sum.
 */
const CDN_MAX_AGE_SECONDS = 60;
const CDN_STALE_SECONDS = 60;

/** Next's own header for answers it never caches. */
const UNCACHED = "private, no-cache, no-store, max-age=0, must-revalidate";
/** lib/features/content/removed.ts */
const REMOVED_ADDRESS_HEADER = "x-lexor-removed";

/**
 * `public` and a short shared lifetime for an answer Next made shareable (`s-maxage`), never for one
 * with a cookie. An error answer (a not-found page Next cached like a page) is kept by no cache: the
 * address may be published a moment later.
 */
function forTheCdn(request, response, status) {
  if (request.method !== "GET" && request.method !== "HEAD") return;
  const cacheControl = String(response.getHeader("cache-control") ?? "");
  if (status >= 400) {
    if (/\b(s-maxage|max-age)=[1-9]/.test(cacheControl)) response.setHeader("cache-control", UNCACHED);
    return;
  }
  if (status === 200 && /^public, max-age=0\b/.test(cacheControl)) {
    const lifetime = lifetimeOf(request.url ?? "/");
    if (lifetime) response.setHeader("cache-control", lifetime);
    return;
  }
  const sharedAge = /(?:^|,)\s*s-maxage=(\d+)/.exec(cacheControl);
  if (!sharedAge || /\b(private|no-store|no-cache)\b/.test(cacheControl) || response.hasHeader("set-cookie")) return;
  const maxAge = Math.min(Number(sharedAge[1]), CDN_MAX_AGE_SECONDS);
  response.setHeader("cache-control", `public, s-maxage=${maxAge}, stale-while-revalidate=${CDN_STALE_SECONDS}`);
}
/** What changes only with a rollout: the icons, the manifest, robots.txt and public/ (listed when the server starts). */
const ROLLOUT_LIFETIME = "public, max-age=3600, s-maxage=3600";
/** What the content drives (the sitemap, social cards): as pages, so an edit reaches the CDN as soon. */
const CONTENT_LIFETIME = `public, s-maxage=${CDN_MAX_AGE_SECONDS}, stale-while-revalidate=${CDN_STALE_SECONDS}`;
const CONTENT_FILES = /^\/(?:sitemap\.xml|(?:.+\/)?opengraph-image(?:-[\w-]+)?)$/;
const ROLLOUT_FILES = new Set(["/robots.txt", "/favicon.ico", "/icon.svg", "/apple-icon.png", "/manifest.webmanifest"]);

/** Next answers these `public, max-age=0`: every request would reach the server. */
function lifetimeOf(target) {
  const pathname = target.split("?")[0];
  if (CONTENT_FILES.test(pathname)) return CONTENT_LIFETIME;
  if (ROLLOUT_FILES.has(pathname) || publicFiles.has(pathname)) return ROLLOUT_LIFETIME;
  return undefined;
}

/** What Next routes; anything else is answered here. Pages and other non-API routes take GET and HEAD. */
const ROUTED_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
const PAGE_METHODS = "GET, HEAD";
/** lib/services/http/methods.ts: an API route answers 405 for the method named here, with its own Allow. */
const REFUSED_METHOD_HEADER = "x-lexor-refused-method";
/** The platform's health probes reach the server directly, without a proxy's headers. */
const PROBES = new Set(["/api/health", "/api/ready"]);
/** e2e/support/personal-data.ts reads the message; the e2e teardown fails on any such line. */
const EMAIL_IN_URL = /[^/?&=]+(@|%40)[^/?&=]+\.[a-z]{2,}/gi;
const EMAIL_IN_REQUEST_LOG = "email address in a request URL";

process.env.NODE_ENV = "production";
const dir = path.dirname(fileURLToPath(import.meta.url));
const publicFiles = new Set(
  readdirSync(path.join(dir, "public"), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${path.relative(path.join(dir, "public"), path.join(entry.parentPath, entry.name)).split(path.sep).join("/")}`),
);
const require = createRequire(import.meta.url);

// The build's own configuration, read the way Next's standalone server reads it (no next.config.ts
// at run time, which the standalone folder does not have).
const { config: nextConfig } = JSON.parse(readFileSync(path.join(dir, ".next/required-server-files.json"), "utf8"));
process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(nextConfig);

// App Hosting starts this file from the root of the shipped workspace, a container from its own
// folder. Next resolves the cache handler against the working directory, and the social cards and
// the demo content are read from it, so it becomes this folder, as in Next's own standalone server.
// The data folders stay where the command was run: relative ones are made absolute first.
for (const name of ["DATA_DIR", "SQLITE_PATH", "FILES_DIR", "MAIL_OUTBOX_DIR"]) {
  if (process.env[name]) process.env[name] = path.resolve(process.env[name]);
}
process.env.DATA_DIR ??= path.resolve(".data");
process.chdir(dir);

// The registration Next itself runs on the first request (in the Node environment Next sets up
// for its server); it runs once per process, so running it here, before Next prints anything,
// moves it ahead of listen() without running it twice.
require("next/dist/server/node-environment");
const { ensureInstrumentationRegistered } = require("next/dist/server/lib/router-utils/instrumentation-globals.external");
await ensureInstrumentationRegistered(dir, nextConfig.distDir);
// Checked by lib/primitives/config.ts in the registration above.
const trustedProxyHops = Number(process.env.TRUSTED_PROXY_HOPS || 0);
/** SHUTDOWN_GRACE_MS and what must settle before exit (lib/primitives/shutdown.ts), from the registration above. */
const shutdown = globalThis[Symbol.for("lexor.shutdown")];

const host = process.env.HOST || "0.0.0.0";
const port = Number(process.env.PORT || 3000);
const next = require("next");
const app = next({ dev: false, dir, hostname: host, port });
await app.prepare();
const handle = app.getRequestHandler();

function decodable(target) {
  try {
    decodeURIComponent(target.split("?")[0]);
    return true;
  } catch {
    return false;
  }
}

function answerJson(response, status, body, headers = {}) {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    ...siteHeaders,
    "Content-Type": "application/json",
    "Content-Length": Buffer.byteLength(text),
    "Cache-Control": "no-store",
    ...headers,
  });
  response.end(text);
}

// The headers next.config.ts gives every path, for the answers made here without Next.
const siteHeaders = Object.fromEntries(
  (JSON.parse(readFileSync(path.join(dir, ".next/routes-manifest.json"), "utf8")).headers ?? [])
    .find((rule) => rule.source === "/:path*")
    ?.headers.map(({ key, value }) => [key, value]) ?? [],
);

let warnedAboutProxy = false;

/** lib/primitives/request-scope.ts: a Firestore or Storage call past its deadline marks the request's scope. */
globalThis[Symbol.for("lexor.request-scope")] ??= new AsyncLocalStorage();
const requestScope = globalThis[Symbol.for("lexor.request-scope")];
/** A dependency that did not answer is a 503 the client may retry, never a 500 or a page a cache keeps. */
const DEPENDENCY_DOWN_RETRY_SECONDS = "5";

const server = createServer((request, response) => {
  const scope = { dependencyDown: false };
  // An answer sent before the request's body has arrived (413 for a body declared too large, say)
  // leaves the connection in the middle of that body: a next request on it would be read as body
  // and hang. Such an answer closes the connection instead, and says so.
  const writeHead = response.writeHead;
  response.writeHead = function (status, ...rest) {
    if (!request.complete) response.shouldKeepAlive = false;
    let answered = status;
    if (scope.dependencyDown && status >= 500) {
      answered = 503;
      response.setHeader("retry-after", DEPENDENCY_DOWN_RETRY_SECONDS);
      response.setHeader("cache-control", UNCACHED);
    }
    if (response.hasHeader(REMOVED_ADDRESS_HEADER)) {
      response.removeHeader(REMOVED_ADDRESS_HEADER);
      if (status === 404) answered = 410;
    }
    forTheCdn(request, response, answered);
    return writeHead.call(this, answered, ...rest);
  };
  if (trustedProxyHops === 0) {
    request.headers["x-forwarded-for"] = request.socket.remoteAddress ?? "";
    for (const header of FORWARDED_BY_PROXIES) delete request.headers[header];
  } else if (!warnedAboutProxy && !request.headers["x-forwarded-for"] && !PROBES.has(request.url ?? "")) {
    warnedAboutProxy = true;
    console.warn(
      `TRUSTED_PROXY_HOPS=${trustedProxyHops} but a request arrived from ${request.socket.remoteAddress} without X-Forwarded-For: ` +
        "this server is reachable without the proxy, and clients can choose their own rate-limit address. " +
        "Put it behind the proxy or set TRUSTED_PROXY_HOPS=0.",
    );
  }
  delete request.headers[REFUSED_METHOD_HEADER];
  const target = request.url ?? "/";
  if (target.match(EMAIL_IN_URL)) {
    const [pathPart = "", query] = target.split("?");
    console.warn(`${EMAIL_IN_REQUEST_LOG}: ${request.method} ${pathPart.replace(EMAIL_IN_URL, "[email]")}${query === undefined ? "" : "?[query not logged]"}`);
  }
  const api = target === "/api" || target.startsWith("/api/") || target.startsWith("/api?");
  if (!decodable(target)) {
    if (api) return answerJson(response, 400, { error: "The request address is not valid percent-encoding." });
    // Next's own not-found page, with its headers, as a 400.
    request.url = "/_not-found";
    request.method = request.method === "HEAD" ? "HEAD" : "GET";
    const writeHeadAsBadRequest = response.writeHead;
    response.writeHead = function (status, ...rest) {
      return writeHeadAsBadRequest.call(this, status === 404 ? 400 : status, ...rest);
    };
  } else if (!api && request.method !== "GET" && request.method !== "HEAD") {
    return answerJson(response, 405, { error: `This address answers ${PAGE_METHODS} only.` }, { Allow: PAGE_METHODS });
  } else if (!ROUTED_METHODS.has(request.method ?? "")) {
    request.headers[REFUSED_METHOD_HEADER] = String(request.method);
    request.method = "OPTIONS";
  }
  requestScope
    .run(scope, () => handle(request, response))
    .catch((error) => {
      console.error(`request ${request.method} ${request.url?.split("?")[0]} failed:`, error);
      if (response.headersSent) response.destroy();
      else {
        response.statusCode = 500;
        response.end("Internal Server Error");
      }
    });
});
server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;

server.on("error", (error) => {
  console.error(`cannot listen on ${host}:${port}:`, error);
  process.exit(1);
});
server.listen({ host, port, backlog: LISTEN_BACKLOG }, () => {
  console.info(`listening on http://${host}:${port} (trusted proxy hops: ${trustedProxyHops})`);
});

let stopping = false;
function stop(signal) {
  if (stopping) return;
  stopping = true;
  console.info(`${signal}: finishing requests in progress, then stopping`);
  setTimeout(() => process.exit(0), shutdown.graceMs).unref();
  server.close(async () => {
    await app.close();
    await Promise.allSettled(shutdown.pending);
    process.exit(0);
  });
  server.closeIdleConnections();
}
process.on("SIGTERM", () => stop("SIGTERM"));
process.on("SIGINT", () => stop("SIGINT"));
