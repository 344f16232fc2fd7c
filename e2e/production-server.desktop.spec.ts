import http from "node:http";
import net from "node:net";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { demoBlogPosts } from "@/tests/support/demo-content";
import { type FirestoreEmulator, startFirestoreEmulator } from "@/tests/support/firestore-emulator";
import { type GcsServer, startGcsServer } from "@/tests/support/gcs-server";
import { ROOT } from "@/tests/support/processes";
import { MAIL_CATCHER_SMTP_URL } from "../playwright.config";
import { requestsWithEmail } from "./support/personal-data";
import { exitCode, logLines, productionServers, SERVER, started } from "./support/production-servers";

/**
 * The production server as operators start it, on the build the suite made (`npm run build`):
 * refusing bad configuration before it listens, choosing Firestore on Google's hosts, serving from
 * the standalone folder alone, reporting health, and keying rate limits on what a client cannot
 * forge. Each server gets its own port from PRODUCTION_SPEC_PORT on, and only the variables given
 * here (nothing inherited from the shell that started the tests).
 */
const BASE_PORT = Number(process.env.PRODUCTION_SPEC_PORT ?? 3150);
const STANDALONE = path.join(ROOT, ".next/standalone");
const SECRET = "production-spec-signing-secret-0123456789";
const article = demoBlogPosts.find((post) => post.status === "published");

const { dataDir, run, start } = productionServers("production-spec");

async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const subscribe = (origin: string, email: string, headers: Record<string, string> = {}) =>
  fetch(`${origin}/api/newsletter`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ email }),
  }).then((response) => response.status);

test.describe("configuration that fails closed", () => {
  test("malformed variables stop the server before it listens, each named", async () => {
    const port = BASE_PORT;
    const server = start([SERVER], {
      PORT: String(port),
      EMBEDDED_DEFAULTS: "true",
      SITE_URL: "not-a-url",
      SMTP_URL: "http://mail.example.com",
    });
    expect(await exitCode(server)).toBe(1);
    const [refusal, ...rest] = logLines(server);
    expect(refusal).toMatchObject({ severity: "ERROR", message: expect.stringContaining("will not start") });
    const problems = (refusal?.problems ?? []) as string[];
    expect(problems.map((problem) => problem.split(":")[0]).sort()).toEqual(["SITE_URL", "SMTP_URL"]);
    expect(rest, "nothing logged after the refusal: it never listened").toEqual([]);
  });

  test("production with nothing configured refuses and says how to opt in to the embedded defaults", async () => {
    const server = start([SERVER], { PORT: String(BASE_PORT + 1) });
    expect(await exitCode(server)).toBe(1);
    const [refusal] = logLines(server);
    expect(refusal?.problems).toEqual(
      ["SITE_URL", "FIREBASE_PROJECT_ID", "FIREBASE_STORAGE_BUCKET", "SMTP_URL", "FILE_SIGNING_SECRET"].map((name) =>
        expect.stringMatching(new RegExp(`^${name}: `)),
      ),
    );
    expect(refusal?.hint).toContain("EMBEDDED_DEFAULTS=true");
  });

  test("a Google project without a storage bucket refuses", async () => {
    const server = start([SERVER], {
      PORT: String(BASE_PORT + 2),
      GOOGLE_CLOUD_PROJECT: "lexor-e2e",
      SITE_URL: "https://www.lexor.example",
      SMTP_URL: MAIL_CATCHER_SMTP_URL,
      FILE_SIGNING_SECRET: SECRET,
    });
    expect(await exitCode(server)).toBe(1);
    const [refusal] = logLines(server);
    expect(refusal?.problems).toEqual([expect.stringMatching(/^FIREBASE_STORAGE_BUCKET: GOOGLE_CLOUD_PROJECT selects Firestore/)]);
  });
});

test.describe("on Google's hosts", () => {
  let firestore: FirestoreEmulator | undefined;
  let gcs: GcsServer | undefined;
  test.afterAll(async () => {
    firestore?.stop();
    await gcs?.close();
  });

  test("GOOGLE_CLOUD_PROJECT with the Firestore emulator selects Firestore, and `npm run seed` writes into it", async () => {
    firestore = await startFirestoreEmulator();
    gcs = await startGcsServer(["lexor-e2e.appspot.com"]);
    const port = BASE_PORT + 3;
    const env = {
      GOOGLE_CLOUD_PROJECT: "lexor-e2e",
      FIRESTORE_EMULATOR_HOST: firestore.host,
      FIREBASE_STORAGE_EMULATOR_HOST: gcs.host,
      FIREBASE_STORAGE_BUCKET: "lexor-e2e.appspot.com",
      SITE_URL: `http://127.0.0.1:${port}`,
      SMTP_URL: MAIL_CATCHER_SMTP_URL,
      FILE_SIGNING_SECRET: SECRET,
    };
    const server = start([SERVER], { ...env, PORT: String(port) });
    const origin = await started(server, port);
    expect(logLines(server)).toContainEqual(
      expect.objectContaining({
        message: "configuration loaded",
        adapters: { documents: "firestore", files: "firebase-storage", identity: "firebase", mail: "smtp" },
        project: "lexor-e2e",
      }),
    );
    const articleApi = `${origin}/api/blog/${article?.slug}`;
    expect((await fetch(articleApi)).status, "the emulator starts empty").toBe(404);

    const seed = run("npm", ["run", "seed"], env);
    expect(await exitCode(seed), seed.output()).toBe(0);
    expect(seed.output()).toMatch(/Seeded firestore: \d+ documents created/);
    expect((await fetch(articleApi)).status, "the server reads what the seed wrote").toBe(200);
    expect([...gcs.objects.keys()].some((key) => key.startsWith("lexor-e2e.appspot.com/brands/"))).toBe(true);
  });
});

test("the standalone folder alone serves a page, an article, an API write and an Open Graph image", async () => {
  const port = BASE_PORT + 4;
  const server = start(
    ["server.mjs"],
    {
      PORT: String(port),
      EMBEDDED_DEFAULTS: "true",
      DATA_DIR: dataDir(),
      SITE_URL: `http://127.0.0.1:${port}`,
    },
    STANDALONE,
  );
  const origin = await started(server, port);

  const home = await fetch(`${origin}/`);
  expect(home.status).toBe(200);
  const html = await home.text();
  expect(html).toContain("AI infrastructure for the companies of tomorrow");
  const script = /<script src="(\/_next\/static\/[^"]+\.js)"/.exec(html)?.[1];
  expect((await fetch(`${origin}${script}`)).status, "browser assets are in the folder").toBe(200);
  expect((await fetch(`${origin}/logo.svg`)).status, "public/ is in the folder").toBe(200);

  const page = await fetch(`${origin}/blog/${article?.slug}`);
  expect(page.status).toBe(200);
  const articleHtml = await page.text();
  expect(articleHtml).toContain(article?.title ?? "");
  const imageUrl = /<meta property="og:image" content="([^"]+)"/.exec(articleHtml)?.[1] ?? "";
  expect(imageUrl).toContain(`/blog/${article?.slug}/opengraph-image`);

  expect(await subscribe(origin, "standalone@example.com")).toBe(201);
  expect(await subscribe(origin, "standalone@example.com"), "the write was stored").toBe(409);

  const image = await fetch(`${origin}${new URL(imageUrl).pathname}`);
  expect(image.status).toBe(200);
  expect(image.headers.get("content-type")).toBe("image/png");
  expect(Buffer.from(await image.arrayBuffer()).subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
  expect(logLines(server).length).toBeGreaterThan(0);
});

test("with the database and SMTP down, liveness answers 200 and readiness 503, neither with an error message", async () => {
  const port = BASE_PORT + 5;
  const server = start([SERVER], {
    PORT: String(port),
    EMBEDDED_DEFAULTS: "true",
    DATA_DIR: dataDir(),
    // A path under a file cannot be opened; nothing listens on the SMTP port.
    SQLITE_PATH: "/dev/null/unreachable/lexor.sqlite",
    SMTP_URL: `smtp://127.0.0.1:${await closedPort()}`,
    SITE_URL: `http://127.0.0.1:${port}`,
  });
  const origin = await started(server, port);

  const live = await fetch(`${origin}/api/health`);
  const liveBody = await live.text();
  expect(live.status).toBe(200);
  expect(JSON.parse(liveBody)).toEqual({ status: "ok" });

  const ready = await fetch(`${origin}/api/ready`);
  const readyBody = await ready.text();
  expect(ready.status).toBe(503);
  expect(JSON.parse(readyBody)).toEqual({
    status: "unready",
    adapters: {
      documents: { adapter: "sqlite", state: "down" },
      files: { adapter: "local", state: "up" },
      mail: { adapter: "smtp", state: "down" },
    },
  });
  for (const detail of ["rror", "ENOTDIR", "ECONNREFUSED", "/dev/null", "127.0.0.1"]) {
    expect(liveBody + readyBody).not.toContain(detail);
  }
  // The details are in the log, for the operator.
  const failures = logLines(server).filter((line) => line.message === "readiness check failed");
  expect(failures.map((line) => line.port).sort()).toEqual(["documents", "mail"]);
  expect(failures.find((line) => line.port === "mail")?.error).toMatch(/ECONNREFUSED/);
});

test.describe("rate-limit keys a client cannot choose", () => {
  test("rotating X-Forwarded-For against `npm run demo` gets no more requests through than the limit", async () => {
    const port = BASE_PORT + 6;
    const demo = start([path.join(ROOT, "scripts/serve.mjs"), "--no-build"], { PORT: String(port), DATA_DIR: dataDir() });
    const origin = await started(demo, port);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 15; attempt += 1) {
      statuses.push(await subscribe(origin, `rotate-${attempt}@example.com`, { "X-Forwarded-For": `203.0.113.${attempt + 1}` }));
    }
    // The newsletter's limit: 10 a minute per client.
    expect(statuses).toEqual([...Array(10).fill(201), ...Array(5).fill(429)]);
  });

  test("behind TRUSTED_PROXY_HOPS=1 the key is the address the proxy appended, not what the client wrote before it", async () => {
    const port = BASE_PORT + 7;
    const server = start([SERVER], {
      PORT: String(port),
      EMBEDDED_DEFAULTS: "true",
      TRUSTED_PROXY_HOPS: "1",
      DATA_DIR: dataDir(),
      SITE_URL: `http://127.0.0.1:${port}`,
    });
    const origin = await started(server, port);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      statuses.push(await subscribe(origin, `proxied-${attempt}@example.com`, { "X-Forwarded-For": `198.51.100.${attempt + 1}, 203.0.113.50` }));
    }
    expect(statuses).toEqual([...Array(10).fill(201), 429, 429]);
    expect(await subscribe(origin, "other-visitor@example.com", { "X-Forwarded-For": "203.0.113.51" })).toBe(201);
  });
});

test("an answer sent before the request's declared body arrived closes its connection, so the next request is not read as body", async () => {
  const port = BASE_PORT + 8;
  const server = start([SERVER], { PORT: String(port), EMBEDDED_DEFAULTS: "true", DATA_DIR: dataDir(), SITE_URL: `http://127.0.0.1:${port}` });
  await started(server, port);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const send = (method: string, headers: Record<string, string>, body?: string) =>
    new Promise<{ status: number; connection: string | undefined; reused: boolean }>((resolve, reject) => {
      const request = http.request({ host: "127.0.0.1", port, method, path: "/api/newsletter", agent, headers, timeout: 20_000 }, (response) => {
        response.resume();
        response.on("end", () => resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, reused: request.reusedSocket }));
      });
      request.on("timeout", () => request.destroy(new Error("no answer: the connection was still waiting for the first body")));
      request.on("error", reject);
      request.end(body);
    });
  try {
    // 50 MB declared, a few bytes sent: refused on its headers.
    const declared = await send("POST", { "content-type": "application/json", "content-length": String(50 * 1024 * 1024) }, "{}");
    expect(declared).toMatchObject({ status: 413, connection: "close" });
    expect((await send("GET", {})).status).toBe(405);
    // A request read to its end keeps its connection for the next one.
    expect(await send("POST", { "content-type": "application/json" }, JSON.stringify({ email: "kept@example.com" }))).toMatchObject({
      status: 201,
      connection: "keep-alive",
    });
    expect(await send("GET", {})).toMatchObject({ status: 405, reused: true });
  } finally {
    agent.destroy();
  }
});

test("a request whose URL carries an email address is logged without the address, which fails the e2e teardown", async () => {
  const port = BASE_PORT + 9;
  const server = start([SERVER], { PORT: String(port), EMBEDDED_DEFAULTS: "true", DATA_DIR: dataDir(), SITE_URL: `http://127.0.0.1:${port}` });
  const origin = await started(server, port);
  for (const target of ["/blog?email=ada%40example.com", "/blog/ada@example.com", "/blog/search?q=cloud", "/blog?page=2"]) {
    await fetch(`${origin}${target}`).then((response) => response.arrayBuffer());
  }
  await expect.poll(() => requestsWithEmail(logLines(server)).length).toBe(2);
  expect(requestsWithEmail(logLines(server)).map((entry) => [entry.severity, entry.message])).toEqual([
    ["WARNING", "email address in a request URL: GET /blog?[query not logged]"],
    ["WARNING", "email address in a request URL: GET /blog/[email]"],
  ]);
  expect(server.output()).not.toMatch(/ada(@|%40)/);
});
