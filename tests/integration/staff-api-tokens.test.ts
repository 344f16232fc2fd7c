import { execFile } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ROOT, tsxArgs } from "@/tests/support/processes";

// An admin issues a token in /staff/team; content:push sends a folder with it to the staff push
// route, which answers with the member's role as stored at that request: through the route handlers
// and the real command against them, on a real SQLite file, with no Firebase credentials.
const SITE = "http://127.0.0.1:4497";
const ADMIN = "ada@lexor.example";
const EDITOR = "eve@lexor.example";
type Handler = (request: Request) => Promise<Response>;

let dataDir: string;
let adminCookie: string;
const slug = `token-push-${Date.now().toString(36)}`;
const demoPost = fs.readFileSync(path.resolve("content/demo/posts/accessibility-as-delivery-practice.md"), "utf8");

const handler = async (route: string): Promise<Handler> => (await import(`@/app/api/staff/${route}/route`)).POST as Handler;
const page = (route: string, fields: Record<string, string>) =>
  handler(route).then((post) =>
    post(
      new Request(`${SITE}/api/staff/${route}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html", origin: SITE, cookie: adminCookie },
        body: new URLSearchParams(fields).toString(),
      }),
    ),
  );

function folder(title: string, extra: Record<string, string> = {}) {
  const files: Record<string, string> = {
    [`posts/${slug}.md`]: demoPost
      .replace(/^id: .*$/m, `id: ${slug}`)
      .replace(/^slug: .*$/m, `slug: ${slug}`)
      .replace(/^title: .*$/m, `title: ${title}`),
    ...extra,
  };
  return Object.entries(files).map(([name, text]) => ({ path: name, base64: Buffer.from(text).toString("base64") }));
}
const coverFiles = () => {
  const cover = /^cover: (.*)$/m.exec(demoPost)?.[1] ?? "";
  return [{ path: `posts/${cover}`, base64: fs.readFileSync(path.resolve("content/demo/posts", cover)).toString("base64") }];
};

const push = async (token: string, files = [...folder("Pushed with a token"), ...coverFiles()], headers: Record<string, string> = {}) =>
  (await handler("content/push"))(
    new Request(`${SITE}/api/staff/content/push`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json", ...headers },
      body: JSON.stringify({ files }),
    }),
  );

async function issue(email: string, label: string): Promise<string> {
  const answer = await page("tokens", { email, label });
  expect(answer.status).toBe(303);
  expect(answer.headers.get("location")).toBe("/staff/team?done=token-issued#api-tokens");
  const token = /lexor_issued_token=([^;]+); Path=\/staff\/team; Max-Age=60; HttpOnly/.exec(answer.headers.get("set-cookie") ?? "")?.[1];
  expect(token).toMatch(/^lxr_/);
  return token ?? "";
}

beforeAll(async () => {
  vi.spyOn(console, "log").mockImplementation(() => undefined);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lexor-staff-tokens-"));
  Object.assign(process.env, { DATA_DIR: dataDir, SITE_URL: SITE, STAFF_EMAILS: ADMIN, RATE_LIMIT_SCALE: "100", SEED_DEMO_CONTENT: "false" });
  delete process.env.SMTP_URL;
  const { identity } = await import("@/lib/ports/identity");
  await identity().saveGrant({ email: EDITOR, role: "editor", scopes: [] });
  const session = await identity().redeemSignInCode(await identity().issueSignInCode(ADMIN));
  adminCookie = `lexor_staff=${session?.token}`;
}, 60_000);

afterAll(async () => {
  await (await (await import("@/lib/ports/documents")).documents()).close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("staff API tokens", () => {
  it("lists an issued token with its owner and label, never its value, and marks its last use", async () => {
    const token = await issue(EDITOR, "listing");
    const { identity } = await import("@/lib/ports/identity");
    const listed = (await identity().listApiTokens()).find((entry) => token.includes(entry.id));
    expect(listed).toMatchObject({ email: EDITOR, label: "listing", lastUsedAt: null });
    await push(
      token,
      folder("x").map((file) => ({ ...file, path: "posts/bad name.md" })),
    );
    expect((await identity().listApiTokens()).find((entry) => entry.id === listed?.id)?.lastUsedAt).toBeInstanceOf(Date);
  });

  it("pushes a folder with an editor's token through the same loader and push, and the post is live", async () => {
    const token = await issue(EDITOR, "laptop");
    const answer = await push(token, [...folder("Pushed with a token"), ...coverFiles()], { origin: "http://evil.example" });
    const body = await answer.json();
    expect(answer.status, JSON.stringify(body)).toBe(200);
    expect(body.changes).toMatchObject([{ action: "create", collection: "blogs", id: slug, file: `posts/${slug}.md` }]);
    expect(body.refresh).toMatch(/done|owed/);
    const { documents } = await import("@/lib/features/content/store");
    const { getPostBySlug } = await import("@/lib/features/content/records");
    const { isLive } = await import("@/lib/primitives/domain/blog-post");
    const post = await getPostBySlug(await documents(), slug);
    expect(post?.title).toBe("Pushed with a token");
    expect(post && isLive(post)).toBe(true);
  });

  it("reports the loader's problems with the folder's own paths and stores nothing", async () => {
    const token = await issue(EDITOR, "problems");
    const files = folder("Broken").map((file) => ({ ...file, base64: Buffer.from("---\ntitle: [unclosed\n---\n").toString("base64") }));
    const answer = await push(token, files);
    expect(answer.status).toBe(422);
    const body = await answer.json();
    expect(body.problems.length).toBeGreaterThan(0);
    expect(body.problems[0].file).toBe(`posts/${slug}.md`);
    expect((await push(token, [{ path: "../escape.md", base64: "" }])).status).toBe(400);
  });

  it("refuses a body over the limit before reading it all", async () => {
    const token = await issue(EDITOR, "large");
    const { PUSH_LIMITS } = await import("@/lib/routes/staff/push");
    const answer = await (await handler("content/push"))(
      new Request(`${SITE}/api/staff/content/push`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json", "content-length": String(PUSH_LIMITS.bodyBytes + 1) },
        body: "{}",
      }),
    );
    expect(answer.status).toBe(413);
  });

  it("holds at most two pushes' bodies at once and answers a third 503 before reading it", async () => {
    const token = await issue(EDITOR, "concurrent");
    const { PUSH_POOL } = await import("@/lib/routes/staff/push");
    const held = Array.from({ length: PUSH_POOL.max }, () => {
      let finish: () => void = () => undefined;
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"files":'));
          finish = () => {
            controller.enqueue(new TextEncoder().encode("[]}"));
            controller.close();
          };
        },
      });
      const answer = handler("content/push").then((post) =>
        post(
          new Request(`${SITE}/api/staff/content/push`, {
            method: "POST",
            headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
            body,
            duplex: "half",
          } as RequestInit),
        ),
      );
      return { answer, finish: () => finish() };
    });
    let third: Response | undefined;
    await vi.waitFor(async () => {
      third = await push(token, [{ path: "../escape.md", base64: "" }]);
      expect(third.status).toBe(503);
    });
    expect(Number(third?.headers.get("retry-after"))).toBeGreaterThan(0);
    for (const request of held) request.finish();
    expect(await Promise.all(held.map(async (request) => (await request.answer).status))).toEqual([400, 400]);
    expect((await push(token, [{ path: "../escape.md", base64: "" }])).status).toBe(400);
  });

  it("refuses the next request after the token is revoked, the role is lowered to hiring, or the member is removed in /staff/team", async () => {
    const revoked = await issue(EDITOR, "revoked");
    expect((await push(revoked)).status).toBe(200);
    const { identity } = await import("@/lib/ports/identity");
    const id = (await identity().listApiTokens()).find((entry) => revoked.includes(entry.id))?.id ?? "";
    expect((await page("tokens/revoke", { id })).status).toBe(303);
    const refused = await push(revoked);
    expect(refused.status).toBe(401);
    expect((await refused.json()).error).toMatch(/revoked/);

    const lowered = await issue(EDITOR, "lowered");
    expect((await push(lowered)).status).toBe(200);
    await identity().saveGrant({ email: EDITOR, role: "hiring", scopes: ["design"] });
    const forbidden = await push(lowered);
    expect(forbidden.status).toBe(403);
    expect((await forbidden.json()).error).toMatch(/role/);

    expect((await page("team/remove", { email: EDITOR })).status).toBe(303);
    expect((await push(lowered)).status).toBe(401);
    expect((await identity().listApiTokens()).filter((entry) => entry.email === EDITOR)).toEqual([]);
    await identity().saveGrant({ email: EDITOR, role: "editor", scopes: [] });
  });

  it("runs the real content:push and content:preview over HTTP with STAFF_TOKEN and no Firebase or server environment", async () => {
    const token = await issue(EDITOR, "command");
    const server = http.createServer(async (incoming, outgoing) => {
      const chunks: Buffer[] = [];
      for await (const chunk of incoming) chunks.push(chunk as Buffer);
      const route = incoming.url === "/api/staff/content/preview" ? "content/preview" : "content/push";
      const answer = await (await handler(route))(
        new Request(`${SITE}${incoming.url}`, { method: incoming.method, headers: incoming.headers as Record<string, string>, body: Buffer.concat(chunks) }),
      );
      outgoing.writeHead(answer.status, Object.fromEntries(answer.headers));
      outgoing.end(Buffer.from(await answer.arrayBuffer()));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as { port: number };
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "lexor-token-command-"));
    for (const file of [...folder("Pushed by the command"), ...coverFiles()]) {
      fs.mkdirSync(path.dirname(path.join(root, file.path)), { recursive: true });
      fs.writeFileSync(path.join(root, file.path), Buffer.from(file.base64, "base64"));
    }
    const env = { PATH: process.env.PATH ?? "", HOME: os.tmpdir(), SITE_URL: `http://127.0.0.1:${port}`, STAFF_TOKEN: token } as unknown as NodeJS.ProcessEnv;
    const run = promisify(execFile);
    try {
      const { documents } = await import("@/lib/features/content/store");
      const { getPostBySlug } = await import("@/lib/features/content/records");
      const before = (await getPostBySlug(await documents(), slug))?.title;
      const planned = await run(process.execPath, tsxArgs("scripts/content-push.ts", root, "--dry-run"), { cwd: ROOT, env, timeout: 60_000 });
      expect(planned.stdout).toContain(`update  blogs/${slug}  posts/${slug}.md  (title)`);
      expect(planned.stdout).toContain("Dry run: would push");
      expect((await getPostBySlug(await documents(), slug))?.title).toBe(before);
      const pushed = await run(process.execPath, tsxArgs("scripts/content-push.ts", root), { cwd: ROOT, env, timeout: 60_000 });
      expect(pushed.stdout).toContain(`update  blogs/${slug}  posts/${slug}.md  (title)`);
      expect((await getPostBySlug(await documents(), slug))?.title).toBe("Pushed by the command");
      const previewed = await run(process.execPath, tsxArgs("scripts/content-preview.ts", slug), { cwd: ROOT, env, timeout: 60_000 });
      expect(previewed.stdout).toContain(`"Pushed by the command" is published: ${SITE}/blog/${slug}`);
      const refused = await run(process.execPath, tsxArgs("scripts/content-push.ts", root), {
        cwd: ROOT,
        env: { ...env, STAFF_TOKEN: `lxr_0000000000000000_${"A".repeat(43)}` },
      }).catch((error: { code: number; stderr: string }) => error);
      expect("code" in refused && refused.code).toBe(1);
      expect(refused.stderr).toMatch(/refused the push \(401\)/);
    } finally {
      server.close();
      fs.rmSync(root, { recursive: true, force: true });
    }
  }, 120_000);

  it("rate-limits a token's requests by the address the trusted proxy saw, whatever the client writes before it", async () => {
    const token = await issue(EDITOR, "flood");
    process.env.RATE_LIMIT_SCALE = "0.05";
    vi.resetModules();
    try {
      const limit = Math.ceil(120 * 0.05);
      const statuses: number[] = [];
      for (let i = 0; i <= limit; i += 1) {
        const answer = await push(token, [{ path: "../escape.md", base64: "" }], { "x-forwarded-for": `10.0.0.${i}, 198.51.100.7` });
        statuses.push(answer.status);
        if (answer.status === 429) expect(Number(answer.headers.get("retry-after"))).toBeGreaterThan(0);
      }
      expect(statuses).toEqual([...Array(limit).fill(400), 429]);
    } finally {
      process.env.RATE_LIMIT_SCALE = "100";
      vi.resetModules();
    }
  });

  it("takes no role from the request and refuses an unknown or malformed token", async () => {
    await (await import("@/lib/ports/identity")).identity().saveGrant({ email: "hal@lexor.example", role: "hiring", scopes: ["design"] });
    const hiring = await issue("hal@lexor.example", "hiring");
    expect((await push(hiring, undefined, { "x-staff-role": "editor", cookie: adminCookie })).status).toBe(403);
    expect((await push(`lxr_0000000000000000_${"A".repeat(43)}`)).status).toBe(401);
    expect((await push("not a token", undefined, { origin: SITE })).status).toBe(401);
    expect((await page("tokens", { email: "stranger@elsewhere.example", label: "x" })).headers.get("location")).toBe("/staff/team?problem=unknown#api-tokens");
  });
});
