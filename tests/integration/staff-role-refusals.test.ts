import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// Every staff write route refuses each role its task is not for, and a request without a session,
// before it reads the body: through the route handlers, on a real SQLite file.
const SITE = "http://127.0.0.1:4498";
const ADMIN = "ada@lexor.example";
type Role = "editor" | "hiring";
type Post = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

const ROUTES: { url: string; load: () => Promise<{ POST: unknown }>; allowed: Role[] }[] = [
  { url: "/api/staff/posts", load: () => import("@/app/api/staff/posts/route"), allowed: ["editor"] },
  { url: "/api/staff/posts/[id]/cover", load: () => import("@/app/api/staff/posts/[id]/cover/route"), allowed: ["editor"] },
  { url: "/api/staff/roles", load: () => import("@/app/api/staff/roles/route"), allowed: ["editor"] },
  { url: "/api/staff/departments", load: () => import("@/app/api/staff/departments/route"), allowed: ["editor"] },
  { url: "/api/staff/brands", load: () => import("@/app/api/staff/brands/route"), allowed: ["editor"] },
  { url: "/api/staff/brands/[id]/image", load: () => import("@/app/api/staff/brands/[id]/image/route"), allowed: ["editor"] },
  { url: "/api/staff/revisions/restore", load: () => import("@/app/api/staff/revisions/restore/route"), allowed: ["editor"] },
  { url: "/api/staff/newsletter", load: () => import("@/app/api/staff/newsletter/route"), allowed: ["editor"] },
  { url: "/api/staff/newsletter/digest", load: () => import("@/app/api/staff/newsletter/digest/route"), allowed: ["editor"] },
  { url: "/api/staff/newsletter/[id]", load: () => import("@/app/api/staff/newsletter/[id]/route"), allowed: ["editor"] },
  { url: "/api/staff/newsletter/[id]/test", load: () => import("@/app/api/staff/newsletter/[id]/test/route"), allowed: ["editor"] },
  { url: "/api/staff/newsletter/[id]/send", load: () => import("@/app/api/staff/newsletter/[id]/send/route"), allowed: ["editor"] },
  { url: "/api/staff/newsletter/subscribers/filter", load: () => import("@/app/api/staff/newsletter/subscribers/filter/route"), allowed: ["editor"] },
  { url: "/api/staff/newsletter/subscribers/unsubscribe", load: () => import("@/app/api/staff/newsletter/subscribers/unsubscribe/route"), allowed: ["editor"] },
  { url: "/api/staff/newsletter/subscribers/erase", load: () => import("@/app/api/staff/newsletter/subscribers/erase/route"), allowed: ["editor"] },
  { url: "/api/staff/newsletter/subscribers/export", load: () => import("@/app/api/staff/newsletter/subscribers/export/route"), allowed: ["editor"] },
  { url: "/api/staff/mail/requeue", load: () => import("@/app/api/staff/mail/requeue/route"), allowed: [] },
  { url: "/api/staff/mail/refresh", load: () => import("@/app/api/staff/mail/refresh/route"), allowed: [] },
  { url: "/api/staff/content/push", load: () => import("@/app/api/staff/content/push/route"), allowed: ["editor"] },
  { url: "/api/staff/content/preview", load: () => import("@/app/api/staff/content/preview/route"), allowed: ["editor"] },
  { url: "/api/staff/tokens", load: () => import("@/app/api/staff/tokens/route"), allowed: [] },
  { url: "/api/staff/tokens/revoke", load: () => import("@/app/api/staff/tokens/revoke/route"), allowed: [] },
  { url: "/api/staff/team", load: () => import("@/app/api/staff/team/route"), allowed: [] },
  { url: "/api/staff/team/remove", load: () => import("@/app/api/staff/team/remove/route"), allowed: [] },
  { url: "/api/staff/applications/export", load: () => import("@/app/api/staff/applications/export/route"), allowed: ["hiring"] },
  { url: "/api/staff/applications/[id]/scorecard", load: () => import("@/app/api/staff/applications/[id]/scorecard/route"), allowed: ["hiring"] },
  { url: "/api/staff/applications/[id]/email", load: () => import("@/app/api/staff/applications/[id]/email/route"), allowed: ["hiring"] },
];

let dataDir: string;
const sessions: Partial<Record<Role, string>> = {};

const post = async (url: string, load: () => Promise<{ POST: unknown }>, token?: string) =>
  ((await load()).POST as Post)(
    new Request(`${SITE}${url.replace("[id]", "missing")}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: SITE, ...(token ? { cookie: `lexor_staff=${token}` } : {}) },
      body: "",
    }),
    { params: Promise.resolve({ id: "missing" }) },
  );

beforeAll(async () => {
  vi.spyOn(console, "log").mockImplementation(() => undefined);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lexor-staff-roles-"));
  Object.assign(process.env, { DATA_DIR: dataDir, SITE_URL: SITE, STAFF_EMAILS: ADMIN, RATE_LIMIT_SCALE: "100", SEED_DEMO_CONTENT: "false" });
  delete process.env.SMTP_URL;
  const { identity } = await import("@/lib/ports/identity");
  for (const [role, scopes] of [
    ["editor", []],
    ["hiring", ["design"]],
  ] as const) {
    const email = `${role}@lexor.example`;
    await identity().saveGrant({ email, role, scopes: [...scopes] });
    const session = await identity().redeemSignInCode(await identity().issueSignInCode(email));
    if (!session) throw new Error(`no session for ${email}`);
    sessions[role] = session.token;
  }
}, 60_000);

afterAll(async () => {
  await (await (await import("@/lib/ports/documents")).documents()).close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("staff write routes", () => {
  for (const { url, load, allowed } of ROUTES) {
    it(`${url} refuses a request without a session, and ${(["editor", "hiring"] as const).filter((role) => !allowed.includes(role)).join(" and ")}`, async () => {
      expect((await post(url, load)).status).toBe(401);
      for (const role of ["editor", "hiring"] as const) {
        if (!allowed.includes(role)) expect((await post(url, load, sessions[role])).status, role).toBe(403);
      }
    }, 60_000);
  }
});
