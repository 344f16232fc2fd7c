import net from "node:net";
import path from "node:path";
import { expect, test } from "@playwright/test";
import type { OutboxMail } from "@/lib/ports/documents/port";
import { COLLECTIONS } from "@/lib/services/collections";
import { pdfBytes } from "@/tests/support/careers-fixtures";
import { sqliteDocuments } from "@/tests/support/documents";
import { type FirestoreEmulator, startFirestoreEmulator } from "@/tests/support/firestore-emulator";
import { type GcsServer, startGcsServer } from "@/tests/support/gcs-server";
import { MAIL_CATCHER_SMTP_URL } from "../playwright.config";
import { contentCommand, contentFolder, postFile, REVALIDATION_SECRET } from "./support/content";
import { caughtMail, uniqueEmail, waitForMail } from "./support/mail";
import { exitCode, logLines, productionServers, SERVER, started } from "./support/production-servers";

/**
 * What a launch on Firebase App Hosting depends on, against production servers on the suite's
 * build (each on its own port from PRODUCTION_SPEC_PORT + 30, with only the variables given here):
 * mail sent by the drain route with no worker running, answers within seconds while Firestore is
 * down, a PORT the server cannot listen on refused, a shutdown inside its grace, and links in
 * emails that point to the port the server really answers on.
 */
const BASE_PORT = Number(process.env.PRODUCTION_SPEC_PORT ?? 3150) + 30;
// Each test starts its own production server, which takes a while on a loaded machine.
test.describe.configure({ timeout: 240_000 });
const DRAIN_SECRET = "launch-spec-mail-drain-secret-0123456789";

const servers = productionServers("launch-spec");
const { dataDir } = servers;
const start = (env: Record<string, string>) => servers.start([SERVER], env);

const outbox = (dir: string) => sqliteDocuments<OutboxMail>(path.join(dir, "lexor.sqlite"), COLLECTIONS.mailOutbox);

async function apply(origin: string, email: string): Promise<void> {
  const form = new FormData();
  form.set("departmentId", "engineering");
  form.set("file", new Blob([new Uint8Array(pdfBytes(`launch-${email}`))], { type: "application/pdf" }), "cv.pdf");
  const upload = await fetch(`${origin}/api/resumes`, { method: "POST", body: form });
  expect(upload.status).toBe(201);
  const { token } = (await upload.json()) as { token: string };
  const application = await fetch(`${origin}/api/applications`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      departmentId: "engineering",
      role: "Security Engineer",
      name: "Grace Hopper",
      email,
      phone: "+1 202 555 0100",
      github: "https://github.com/grace",
      resumeToken: token,
    }),
  });
  expect(application.status, await application.clone().text()).toBe(201);
}

const drain = (origin: string, headers: Record<string, string> = {}) => fetch(`${origin}/api/mail/drain`, { method: "POST", headers });

/** How long `request` takes to be answered, and the answer. */
async function timed(request: () => Promise<Response>): Promise<{ status: number; ms: number; body: string }> {
  const started = performance.now();
  const response = await request();
  const body = await response.text();
  return { status: response.status, ms: Math.round(performance.now() - started), body };
}

test("with the worker off, an application's emails go out when the drain route is called with its secret, and only then", async () => {
  const port = BASE_PORT;
  const dir = dataDir();
  const server = start({
    PORT: String(port),
    EMBEDDED_DEFAULTS: "true",
    DATA_DIR: dir,
    SITE_URL: `http://127.0.0.1:${port}`,
    SMTP_URL: MAIL_CATCHER_SMTP_URL,
    MAIL_WORKER: "false",
    MAIL_DRAIN_SECRET: DRAIN_SECRET,
  });
  const origin = await started(server, port);
  const email = uniqueEmail("drain-route");
  await apply(origin, email);
  const queued = () => outbox(dir).filter((row) => row.data.status === "pending").length;
  expect(queued(), "confirmation and hiring notification wait in the outbox").toBe(2);

  for (const [headers, status] of [
    [{}, 401],
    [{ authorization: "Bearer not-the-secret-0123456789abcdefghij" }, 401],
    [{ authorization: DRAIN_SECRET }, 401],
    [{ authorization: `Bearer ${DRAIN_SECRET}`, origin: "https://evil.example" }, 403],
  ] as const) {
    const refused = await drain(origin, headers);
    expect(refused.status).toBe(status);
    expect(((await refused.json()) as { error?: string }).error).toEqual(expect.any(String));
  }
  expect(queued(), "a refused call sends nothing").toBe(2);

  const answer = await drain(origin, { authorization: `Bearer ${DRAIN_SECRET}` });
  expect(answer.status).toBe(200);
  expect(answer.headers.get("cache-control")).toBe("no-store");
  expect(await answer.json()).toEqual({ sent: 2, retrying: 0, dead: 0, cancelled: 0, released: 0, more: false, refresh: "idle" });
  await waitForMail((mail) => mail.envelope.to.includes(email));
  await waitForMail((mail) => (mail.replyTo ?? "").includes(email) && mail.envelope.to.includes("careers@lexor.example"));
  expect(outbox(dir).map((row) => row.data.status)).toEqual(["sent", "sent"]);

  const again = await drain(origin, { authorization: `Bearer ${DRAIN_SECRET}` });
  expect(await again.json(), "nothing is sent twice").toMatchObject({ sent: 0 });
  expect((await caughtMail()).filter((mail) => mail.envelope.to.includes(email))).toHaveLength(1);
});

test("with the worker off and no Redis, a refresh a push was refused is finished by the drain route, and the post's cached 404 is gone", async () => {
  const port = BASE_PORT + 8;
  const dir = dataDir();
  const origin = `http://127.0.0.1:${port}`;
  const server = start({
    PORT: String(port),
    EMBEDDED_DEFAULTS: "true",
    DATA_DIR: dir,
    SITE_URL: origin,
    SMTP_URL: MAIL_CATCHER_SMTP_URL,
    MAIL_WORKER: "false",
    MAIL_DRAIN_SECRET: DRAIN_SECRET,
    REVALIDATION_SECRET,
  });
  await started(server, port);
  const slug = `drained-${Date.now().toString(36)}`;
  const title = `Refreshed by the drain ${slug}`;
  expect((await fetch(`${origin}/blog/${slug}`)).status, "visited first, so its 404 is cached").toBe(404);

  const folder = contentFolder({ [`posts/${slug}.md`]: postFile({ title, slug, status: "published" }, "Stored, shown after the drain.") });
  const pushed = await contentCommand("push", [folder], origin, { DATA_DIR: dir, REVALIDATION_SECRET: "not-the-site-secret-0123456789" });
  expect(pushed.stderr).toContain("the refresh is recorded as owed");
  expect((await fetch(`${origin}/blog/${slug}`)).status, "stored, not yet shown").toBe(404);

  const answer = await drain(origin, { authorization: `Bearer ${DRAIN_SECRET}` });
  expect(await answer.json()).toMatchObject({ refresh: "done" });
  const article = await fetch(`${origin}/blog/${slug}`);
  expect(article.status).toBe(200);
  expect(await article.text()).toContain(title);
  expect(await (await fetch(`${origin}/blog/all`)).text()).toContain(title);
});

test("a server without MAIL_DRAIN_SECRET keeps the drain route closed", async () => {
  const port = BASE_PORT + 1;
  const server = start({ PORT: String(port), EMBEDDED_DEFAULTS: "true", DATA_DIR: dataDir(), SITE_URL: `http://127.0.0.1:${port}` });
  const origin = await started(server, port);
  expect((await drain(origin, { authorization: "Bearer anything-at-all-0123456789abcdef" })).status).toBe(503);
});

test("a PORT the server cannot listen on stops it at once with one line naming PORT", async () => {
  for (const [index, value] of ["abc", "70000"].entries()) {
    const server = start({ PORT: value, EMBEDDED_DEFAULTS: "true", DATA_DIR: dataDir(), SITE_URL: `http://127.0.0.1:${BASE_PORT + 2 + index}` });
    const began = performance.now();
    expect(await exitCode(server)).toBe(1);
    test.info().annotations.push({ type: "measured", description: `PORT=${value}: exit 1 after ${Math.round(performance.now() - began)} ms` });
    const lines = logLines(server);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ severity: "ERROR", problems: [expect.stringMatching(/^PORT: /)] });
  }
});

test("without SITE_URL, the welcome email's unsubscribe links point to the port the server answers on", async () => {
  const port = BASE_PORT + 4;
  const server = start({ PORT: String(port), EMBEDDED_DEFAULTS: "true", DATA_DIR: dataDir(), SMTP_URL: MAIL_CATCHER_SMTP_URL });
  const origin = await started(server, port);
  const email = uniqueEmail("origin");
  const subscribed = await fetch(`${origin}/api/newsletter`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email }),
  });
  expect(subscribed.status).toBe(201);
  const welcome = await waitForMail((mail) => mail.envelope.to.includes(email));
  const links = [...(welcome.text ?? "").matchAll(/https?:\/\/[^\s>"]+unsubscribe[^\s>"]*/g)].map(([link]) => link);
  expect(links.length).toBeGreaterThan(0);
  for (const link of links) expect(link.startsWith(`${origin}/`), link).toBe(true);
  expect(welcome.headers["list-unsubscribe"] ?? "").toContain(`${origin}/api/newsletter/unsubscribe`);
});

test("SIGTERM while a delivery is under way ends the process within SHUTDOWN_GRACE_MS, the message put back in line", async () => {
  // A mail server that accepts connections and never greets: the worker's delivery hangs until stopped.
  const held: net.Socket[] = [];
  const silent = net.createServer((socket) => held.push(socket));
  await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
  const smtpPort = (silent.address() as net.AddressInfo).port;
  try {
    const port = BASE_PORT + 5;
    const dir = dataDir();
    const grace = 4_000;
    const server = start({
      PORT: String(port),
      EMBEDDED_DEFAULTS: "true",
      DATA_DIR: dir,
      SITE_URL: `http://127.0.0.1:${port}`,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      SMTP_GREETING_TIMEOUT_MS: "120000",
      MAIL_WORKER_INTERVAL_MS: "200",
      SHUTDOWN_GRACE_MS: String(grace),
    });
    const origin = await started(server, port);
    const subscribed = await fetch(`${origin}/api/newsletter`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: uniqueEmail("shutdown") }),
    });
    expect(subscribed.status).toBe(201);
    await expect.poll(() => held.length, { timeout: 15_000, message: "the worker connects to the mail server" }).toBeGreaterThan(0);
    expect(outbox(dir).map((row) => row.data.status)).toEqual(["sending"]);

    const began = performance.now();
    process.kill(-(server.child.pid ?? 0), "SIGTERM");
    const code = await exitCode(server);
    const ms = Math.round(performance.now() - began);
    test.info().annotations.push({ type: "measured", description: `SIGTERM to exit: ${ms} ms (grace ${grace} ms)` });
    expect(code).toBe(0);
    // Cloud Run sends SIGKILL 10 s after SIGTERM; the grace plus a loaded machine's scheduling stays well inside it.
    expect(ms).toBeLessThan(grace + 3_000);
    expect(
      outbox(dir).map((row) => row.data.status),
      "the abandoned delivery is released, not left claimed",
    ).toEqual(["pending"]);
  } finally {
    for (const socket of held) socket.destroy();
    silent.close();
  }
});

test.describe("with Firestore down under a running server", () => {
  let firestore: FirestoreEmulator | undefined;
  let gcs: GcsServer | undefined;
  test.afterAll(async () => {
    firestore?.stop();
    await gcs?.close();
  });

  test("API reads and writes answer 503 within seconds, and a page not yet cached shows its error", async () => {
    firestore = await startFirestoreEmulator();
    gcs = await startGcsServer(["lexor-launch.appspot.com"]);
    const port = BASE_PORT + 6;
    const server = start({
      PORT: String(port),
      GOOGLE_CLOUD_PROJECT: "lexor-launch",
      FIRESTORE_EMULATOR_HOST: firestore.host,
      FIREBASE_STORAGE_EMULATOR_HOST: gcs.host,
      FIREBASE_STORAGE_BUCKET: "lexor-launch.appspot.com",
      SITE_URL: `http://127.0.0.1:${port}`,
      SMTP_URL: MAIL_CATCHER_SMTP_URL,
      FILE_SIGNING_SECRET: "launch-spec-signing-secret-0123456789abcdef",
      MAIL_WORKER: "false",
    });
    const origin = await started(server, port);
    const read = () => fetch(`${origin}/api/blog/no-such-post`);
    const write = () =>
      fetch(`${origin}/api/newsletter`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: uniqueEmail("outage") }),
      });
    const first = await timed(read);
    expect(first.status, `the emulator answers while it runs: ${first.body} ${server.output().slice(-2000)}`).toBe(404);
    expect((await timed(write)).status).toBe(201);

    firestore.stop();
    const answers = { read: await timed(read), write: await timed(write), page: await timed(() => fetch(`${origin}/blog/never-rendered-before`)) };
    test.info().annotations.push({
      type: "measured",
      description: Object.entries(answers)
        .map(([name, answer]) => `${name}: ${answer.status} in ${answer.ms} ms`)
        .join(", "),
    });
    // FIRESTORE_DEADLINE_MS is 3 s; without it these waited 42–45 s for the client's retries.
    for (const [name, answer] of Object.entries(answers)) expect(answer.ms, name).toBeLessThan(15_000);
    expect(answers.read.status).toBe(503);
    expect(answers.write.status).toBe(503);
    expect(JSON.parse(answers.write.body)).toEqual({ error: expect.stringMatching(/temporarily unavailable/) });
    expect(answers.page.status).toBeGreaterThanOrEqual(500);
  });
});

/** What Cloud CDN in front of App Hosting stores, from Firebase's "Cache app content" page. */
const CACHEABLE_STATUSES = [200, 203, 204, 206, 300, 301, 302, 307, 308, 404, 405, 410, 421, 451, 501];
const ALLOWED_VARY = [
  "accept",
  "accept-encoding",
  "access-control-request-headers",
  "access-control-request-method",
  "origin",
  "sec-fetch-dest",
  "sec-fetch-mode",
  "sec-fetch-site",
  "x-goog-allowed-resources",
  "x-origin",
  "rsc",
  "next-router-state-tree",
  "next-router-prefetch",
  "next-router-segment-prefetch",
];

function cdnStores(status: number, headers: Headers): boolean {
  const cacheControl = headers.get("cache-control") ?? "";
  const vary = (headers.get("vary") ?? "")
    .split(",")
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  return (
    CACHEABLE_STATUSES.includes(status) &&
    /\b(s-maxage|max-age)=[1-9]/.test(cacheControl) &&
    (/\bpublic\b/.test(cacheControl) || headers.has("age")) &&
    !/\b(private|no-store)\b/.test(cacheControl) &&
    !headers.has("set-cookie") &&
    vary.every((name) => ALLOWED_VARY.includes(name))
  );
}

const seconds = (cacheControl: string, directive: string) => Number(new RegExp(`\\b${directive}=(\\d+)`).exec(cacheControl)?.[1] ?? Number.NaN);

test("every kind of page is cacheable by App Hosting's CDN, briefly enough for an edit to reach visitors within two minutes, and nothing private is", async () => {
  const port = BASE_PORT + 7;
  const server = start({ PORT: String(port), EMBEDDED_DEFAULTS: "true", DATA_DIR: dataDir(), SITE_URL: `http://127.0.0.1:${port}` });
  const origin = await started(server, port);
  const home = await (await fetch(`${origin}/`)).text();
  const publicFile = /\/api\/files\/public\/[^"?&]+/.exec(home)?.[0];
  const article = /href="(\/blog\/[a-z0-9-]+)"/.exec(await (await fetch(`${origin}/blog`)).text())?.[1];
  expect(publicFile).toBeDefined();
  expect(article).toBeDefined();

  // Pages a CDN may keep: each a short time, then stale while it fetches the new one.
  const pages = {
    "consulting page": "/ai",
    home: "/",
    "blog list": "/blog",
    article,
    careers: "/careers",
    role: "/careers/engineering",
    feed: "/blog/feed.xml",
    sitemap: "/sitemap.xml",
  };
  // Never kept by a shared cache: per-visitor or live answers, and not-found answers (the address may be published next).
  const fresh = {
    "unknown article": "/blog/no-such-post",
    "unknown role": "/apply/engineering/no-such-role",
    "API read": `/api${article}`,
    "unknown address": "/no-such-page",
    "draft preview": "/api/preview?token=not-a-token",
    "unknown script": "/_next/static/chunks/no-such-chunk.js",
  };
  // What only a rollout changes: kept an hour.
  const rollout = { robots: "/robots.txt", icon: "/favicon.ico", manifest: "/manifest.webmanifest", "public/ file": "/logo.svg" };

  const answers: string[] = [];
  for (const [name, path] of Object.entries(pages)) {
    const response = await fetch(`${origin}${path}`, { redirect: "manual" });
    const cacheControl = response.headers.get("cache-control") ?? "";
    answers.push(`${name} ${path}: ${response.status} ${cacheControl}`);
    expect(cdnStores(response.status, response.headers), `${name}: ${cacheControl}`).toBe(true);
    expect(seconds(cacheControl, "s-maxage") + seconds(cacheControl, "stale-while-revalidate"), name).toBeLessThanOrEqual(120);
  }
  for (const [name, path] of Object.entries(fresh)) {
    const response = await fetch(`${origin}${path}`, { redirect: "manual" });
    const cacheControl = response.headers.get("cache-control") ?? "";
    answers.push(`${name} ${path}: ${response.status} ${cacheControl}${response.headers.has("set-cookie") ? " (Set-Cookie)" : ""}`);
    expect(cdnStores(response.status, response.headers), `${name}: ${cacheControl}`).toBe(false);
    if (name === "unknown article" || name === "unknown role" || name === "unknown script") {
      expect(response.status, name).toBe(404);
      expect(cacheControl, name).not.toMatch(/\b(public|s-maxage)\b/);
    }
    if (response.headers.has("set-cookie")) expect(cacheControl, name).not.toMatch(/\bpublic\b/);
  }
  for (const [name, path] of Object.entries(rollout)) {
    const response = await fetch(`${origin}${path}`);
    const cacheControl = response.headers.get("cache-control") ?? "";
    answers.push(`${name} ${path}: ${response.status} ${cacheControl}`);
    expect(response.status, name).toBe(200);
    expect(cacheControl, name).toBe("public, max-age=3600, s-maxage=3600");
  }
  // Files under a content-hashed key never change: kept for a year.
  const file = await fetch(`${origin}${publicFile}`);
  expect(file.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  expect(cdnStores(file.status, file.headers)).toBe(true);
  const asset = /<script src="(\/_next\/static\/[^"]+\.js)"/.exec(home)?.[1];
  const script = await fetch(`${origin}${asset}`);
  expect(script.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  test.info().annotations.push({ type: "headers", description: answers.join("\n") });
});
