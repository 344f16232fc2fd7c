import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { Database } from "@/lib/primitives/sqlite-driver";
import { pdfBytes } from "@/tests/support/careers-fixtures";
import { sqliteDocuments } from "@/tests/support/documents";

// The staff routes and rules against the embedded adapters: SQLite documents, files folder, the
// email-link identity and the outbox, all in a scratch data folder.
const SITE = "http://127.0.0.1:4498";
const STAFF = "ada@lexor.example";
const FORMER = "grace@lexor.example";
let dataDir: string;
let routes: Awaited<ReturnType<typeof loadRoutes>>;
let ipCounter = 0;

async function loadRoutes() {
  return {
    signIn: await import("@/app/api/staff/sign-in/route"),
    session: await import("@/app/api/staff/session/route"),
    signOut: await import("@/app/api/staff/sign-out/route"),
    stage: await import("@/app/api/staff/applications/[id]/stage/route"),
    notes: await import("@/app/api/staff/applications/[id]/notes/route"),
    remove: await import("@/app/api/staff/applications/[id]/delete/route"),
    resume: await import("@/app/api/staff/applications/[id]/resume/route"),
    filter: await import("@/app/api/staff/inbox-filter/route"),
    inboxFilter: await import("@/lib/features/staff/inbox-filter"),
    documents: await import("@/lib/ports/documents"),
    files: await import("@/lib/ports/files"),
    inbox: await import("@/lib/features/staff/inbox"),
    context: await import("@/lib/features/staff/context"),
    outbox: await import("@/lib/services/mail-delivery/outbox"),
    config: await import("@/lib/primitives/config"),
    identity: await import("@/lib/ports/identity"),
    mail: await import("@/lib/ports/mail"),
    shutdown: await import("@/lib/primitives/shutdown"),
    access: await import("@/lib/features/staff/access"),
    errors: await import("@/lib/services/http/errors"),
    team: await import("@/app/api/staff/team/route"),
    teamRemove: await import("@/app/api/staff/team/remove/route"),
  };
}

const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  new Request(`${SITE}${url}`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: SITE, "x-forwarded-for": `10.1.0.${++ipCounter}`, ...headers },
    body: JSON.stringify(body),
  });
function filesHolding(text: string, folder = dataDir): string[] {
  const needle = Buffer.from(text);
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return filesHolding(text, file);
    return fs.readFileSync(file).includes(needle) ? [file] : [];
  });
}
const params = (id: string) => ({ params: Promise.resolve({ id }) });
const cookieOf = (response: Response) => /lexor_staff=([^;]*)/.exec(response.headers.get("set-cookie") ?? "")?.[1] ?? "";

const signInWork = () => Promise.all([...routes.shutdown.shutdown().pending]);

async function signInLink(email: string): Promise<string> {
  await routes.documents.documents();
  const before = sqliteDocuments(routes.config.config().sqlitePath, "mailOutbox").length;
  const answer = await routes.signIn.POST(post("/api/staff/sign-in", { email }));
  expect(answer.status).toBe(202);
  await signInWork();
  const mail = sqliteDocuments<{ kind: string; message: { to: string; text: string } }>(routes.config.config().sqlitePath, "mailOutbox")
    .slice(before)
    .filter((row) => row.data.kind === "staff-sign-in" && row.data.message.to === email);
  const link = /https?:\/\/\S+/.exec(mail.at(-1)?.data.message.text ?? "")?.[0];
  if (!link) throw new Error(`no sign-in email to ${email}`);
  return link;
}

async function signIn(email: string): Promise<string> {
  const code = new URL(await signInLink(email)).searchParams.get("code") ?? "";
  const answer = await routes.session.POST(post("/api/staff/session", { code }));
  expect(answer.status).toBe(200);
  return cookieOf(answer);
}

async function seedApplication(name: string, submittedAt = new Date(), departmentId = "engineering"): Promise<string> {
  const { documents, files, outbox } = routes;
  const id = `${submittedAt.getTime()}-${Math.random().toString(16).slice(2, 10).padEnd(8, "0")}`;
  const resumeKey = `resumes/${submittedAt.getTime()}-${id.slice(-8)}.pdf`;
  await files.fileStore().put(resumeKey, pdfBytes(name), "application/pdf");
  const store = await documents.documents();
  const result = await outbox.commitWithMail(
    store,
    [
      {
        op: "create",
        collection: "applications",
        id,
        data: {
          role: "Data Engineer",
          name,
          email: `${name.split(" ")[0]?.toLowerCase()}@example.com`,
          phone: "+44 20 7946 0000",
          github: "",
          resumeURL: resumeKey,
          techStack: "",
          location: "London",
          workStyle: "Hybrid",
          departmentId,
          submittedAt: submittedAt.toISOString(),
          status: "pending",
        },
      },
      { op: "create", collection: "resumeClaims", id: Buffer.from(resumeKey).toString("base64url"), data: { resumeKey, applicationId: id } },
    ],
    [{ kind: "application-notification", content: { to: "careers@lexor.example", subject: `Application from ${name}`, text: name, html: name } }],
    { source: { collection: "applications", id }, now: submittedAt },
  );
  expect(result.committed).toBe(true);
  return id;
}

beforeAll(async () => {
  vi.spyOn(console, "log").mockImplementation(() => undefined);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lexor-staff-"));
  Object.assign(process.env, { DATA_DIR: dataDir, SITE_URL: SITE, STAFF_EMAILS: `${STAFF},${FORMER}`, RATE_LIMIT_SCALE: "100", SEED_DEMO_CONTENT: "false" });
  delete process.env.SMTP_URL;
  routes = await loadRoutes();
}, 60_000);

afterAll(async () => {
  await (await routes?.documents.documents())?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("staff sign-in", () => {
  it("mails a one-time link to an allowed address only, through the outbox", async () => {
    const link = await signInLink(STAFF);
    expect(link.startsWith(`${SITE}/staff/sign-in/complete?code=`)).toBe(true);
    const before = sqliteDocuments(routes.config.config().sqlitePath, "mailOutbox").length;
    const answer = await routes.signIn.POST(post("/api/staff/sign-in", { email: "mallory@example.com" }));
    expect(answer.status).toBe(202);
    await signInWork();
    expect(sqliteDocuments(routes.config.config().sqlitePath, "mailOutbox").length).toBe(before);
  });

  it("answers an allowed and an unknown address before any look-up: the same answer, with no work of its own", async () => {
    const provider = routes.identity.identity();
    const calls: string[] = [];
    const grantOf = provider.grantOf.bind(provider);
    provider.grantOf = async (email) => {
      calls.push("grantOf");
      return grantOf(email);
    };
    try {
      for (const email of [STAFF, "mallory@example.com"]) {
        const answer = await routes.signIn.POST(post("/api/staff/sign-in", { email }));
        expect([answer.status, await answer.text(), calls]).toEqual([202, JSON.stringify({ status: "sent" }), []]);
        await signInWork();
        expect(calls).toEqual(["grantOf"]);
        calls.length = 0;
      }
    } finally {
      provider.grantOf = grantOf;
    }
  });

  it("caps sign-in emails per address whatever the client address, and only the newest link signs in", async () => {
    const email = "flood@lexor.example";
    process.env.RATE_LIMIT_SCALE = "1";
    vi.resetModules();
    routes = await loadRoutes();
    await routes.identity.identity().saveGrant({ email, role: "editor", scopes: [] });
    const cap = 5;
    const statuses = new Set<number>();
    for (let i = 0; i < 100; i += 1) statuses.add((await routes.signIn.POST(post("/api/staff/sign-in", { email }))).status);
    await signInWork();
    expect([...statuses]).toEqual([202]);
    const links = sqliteDocuments<{ kind: string; message: { to: string; text: string } }>(routes.config.config().sqlitePath, "mailOutbox")
      .filter((row) => row.data.kind === "staff-sign-in" && row.data.message.to === email)
      .map((row) => new URL(/https?:\/\/\S+/.exec(row.data.message.text)?.[0] ?? "").searchParams.get("code") ?? "");
    expect(links).toHaveLength(cap);
    const redeem = async (code: string) => (await routes.session.POST(post("/api/staff/session", { code }))).status;
    const answers: number[] = [];
    for (const code of links) answers.push(await redeem(code));
    expect(answers.filter((status) => status === 200)).toHaveLength(1);
    expect(answers.filter((status) => status === 400)).toHaveLength(cap - 1);
    process.env.RATE_LIMIT_SCALE = "100";
    vi.resetModules();
    routes = await loadRoutes();
  });

  it("a new link ends the older one", async () => {
    const older = new URL(await signInLink("ada@lexor.example")).searchParams.get("code") ?? "";
    const newer = new URL(await signInLink("ada@lexor.example")).searchParams.get("code") ?? "";
    expect((await routes.session.POST(post("/api/staff/session", { code: older }))).status).toBe(400);
    expect((await routes.session.POST(post("/api/staff/session", { code: newer }))).status).toBe(200);
  });

  it("answers a page's own form post with a page to go to", async () => {
    const form = (url: string, body: string) =>
      new Request(`${SITE}${url}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html", origin: SITE, "x-forwarded-for": `10.2.0.${++ipCounter}` },
        body,
      });
    const sent = await routes.signIn.POST(form("/api/staff/sign-in", `email=${encodeURIComponent(STAFF)}`));
    expect([sent.status, sent.headers.get("location")]).toEqual([303, "/staff/sign-in?sent=1"]);
    await signInWork();
    const failed = await routes.session.POST(form("/api/staff/session", "code=used-or-never-issued-code"));
    expect([failed.status, failed.headers.get("location")]).toEqual([303, "/staff/sign-in?failed=1"]);
  });

  it("opens an httpOnly session once per link", async () => {
    const code = new URL(await signInLink(STAFF)).searchParams.get("code") ?? "";
    const first = await routes.session.POST(post("/api/staff/session", { code }));
    expect(first.status).toBe(200);
    expect(first.headers.get("set-cookie")).toMatch(/lexor_staff=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax/);
    const again = await routes.session.POST(post("/api/staff/session", { code }));
    expect(again.status).toBe(400);
    expect(again.headers.get("set-cookie")).toBeNull();
  });

  it("refuses bad input with a 4xx and rate-limits sign-in requests", async () => {
    expect((await routes.signIn.POST(post("/api/staff/sign-in", { email: "not an address" }))).status).toBe(400);
    expect((await routes.session.POST(post("/api/staff/session", { code: 42 }))).status).toBe(400);
    const ip = { "x-forwarded-for": "10.9.9.9" };
    const statuses: number[] = [];
    for (let i = 0; i < 5 * 100 + 1; i += 1) {
      statuses.push((await routes.signIn.POST(post("/api/staff/sign-in", { email: "nobody@example.com" }, ip))).status);
    }
    expect(statuses.at(-1)).toBe(429);
    await signInWork();
  });
});

describe("staff routes refuse without a valid session", () => {
  let application: string;
  let valid: string;
  beforeAll(async () => {
    application = await seedApplication("Refusal Case");
    valid = await signIn(STAFF);
  });

  const attempts = () => [
    (cookie: string, headers: Record<string, string> = {}) =>
      routes.stage.POST(post(`/api/staff/applications/${application}/stage`, { stage: "reviewing" }, { cookie, ...headers }), params(application)),
    (cookie: string, headers: Record<string, string> = {}) =>
      routes.notes.POST(post(`/api/staff/applications/${application}/notes`, { text: "x" }, { cookie, ...headers }), params(application)),
    (cookie: string, headers: Record<string, string> = {}) =>
      routes.remove.POST(post(`/api/staff/applications/${application}/delete`, { confirm: "yes" }, { cookie, ...headers }), params(application)),
    (cookie: string, headers: Record<string, string> = {}) =>
      routes.resume.GET(new Request(`${SITE}/api/staff/applications/${application}/resume`, { headers: { cookie, ...headers } }), params(application)),
  ];

  it("without a session, or with a forged one", async () => {
    for (const attempt of attempts()) {
      expect((await attempt("")).status).toBe(401);
      expect((await attempt(`lexor_staff=${"A".repeat(43)}`)).status).toBe(401);
      expect((await attempt(`lexor_staff=${valid.slice(0, -1)}${valid.endsWith("A") ? "B" : "A"}`)).status).toBe(401);
    }
    expect(
      (
        await routes.stage.POST(
          post(`/api/staff/applications/${application}/stage`, { stage: "offer" }, { cookie: `lexor_staff=${valid}` }),
          params(application),
        )
      ).status,
    ).toBe(200);
  });

  it("with an expired session", async () => {
    const token = await signIn(STAFF);
    const db = new Database(path.join(dataDir, "identity.sqlite"));
    db.prepare("UPDATE sessions SET expires_at = ? WHERE hash = ?").run(Date.now() - 1000, createHash("sha256").update(token).digest("hex"));
    db.close();
    for (const attempt of attempts()) expect((await attempt(`lexor_staff=${token}`)).status).toBe(401);
  });

  it("after signing out", async () => {
    const token = await signIn(STAFF);
    expect((await routes.signOut.POST(post("/api/staff/sign-out", {}, { cookie: `lexor_staff=${token}` }))).status).toBe(200);
    for (const attempt of attempts()) expect((await attempt(`lexor_staff=${token}`)).status).toBe(401);
  });

  it("across origins, and from writes that name no origin", async () => {
    for (const attempt of attempts().slice(0, 3)) {
      expect((await attempt(`lexor_staff=${valid}`, { origin: "http://evil.example" })).status).toBe(403);
      expect((await attempt(`lexor_staff=${valid}`, { origin: "" })).status).toBe(403);
    }
  });

  it("for an address no longer on the allow-list", async () => {
    const token = await signIn(FORMER);
    expect((await attempts()[3]?.(`lexor_staff=${token}`))?.status).toBe(200);
    process.env.STAFF_EMAILS = STAFF;
    vi.resetModules();
    routes = await loadRoutes();
    for (const attempt of attempts()) expect((await attempt(`lexor_staff=${token}`)).status).toBe(401);
    expect((await attempts()[3]?.(`lexor_staff=${valid}`))?.status).toBe(200);
  });
});

describe("staff roles", () => {
  const grant = (email: string, role: string, scopes: string[] = []) => routes.identity.identity().saveGrant({ email, role, scopes });
  const asked = (cookie: string, headers: Record<string, string> = {}) =>
    new Request(`${SITE}/api/staff/anything`, { method: "POST", headers: { origin: SITE, cookie, ...headers } });

  it("requireStaff admits the roles that may do the work and refuses the others with 403", async () => {
    await grant("edith@lexor.example", "editor");
    await grant("hank@lexor.example", "hiring", ["engineering"]);
    const editor = `lexor_staff=${await signIn("edith@lexor.example")}`;
    const hiring = `lexor_staff=${await signIn("hank@lexor.example")}`;
    const admin = `lexor_staff=${await signIn(STAFF)}`;
    const status = (promise: Promise<unknown>) =>
      promise.then(
        () => 200,
        (error: unknown) => routes.errors.errorStatus(error),
      );
    const { requireStaff } = routes.access;
    expect(await requireStaff(asked(editor), "editor")).toMatchObject({ email: "edith@lexor.example", role: "editor" });
    expect(await requireStaff(asked(hiring), "hiring")).toMatchObject({ role: "hiring", departments: ["engineering"] });
    expect(await requireStaff(asked(admin), "editor")).toMatchObject({ role: "admin", departments: "all", configured: true });
    expect(await status(requireStaff(asked(editor), "hiring"))).toBe(403);
    expect(await status(requireStaff(asked(editor), "admin"))).toBe(403);
    expect(await status(requireStaff(asked(hiring), "editor"))).toBe(403);
    expect(await status(requireStaff(asked(hiring), "admin"))).toBe(403);
    expect(await status(requireStaff(asked(""), "editor"))).toBe(401);
    expect(await status(requireStaff(asked(editor, { origin: "http://evil.example" }), "editor"))).toBe(403);
  });

  it("an editor cannot read or change applications", async () => {
    const id = await seedApplication("Editor Refusal");
    await grant("edna@lexor.example", "editor");
    const cookie = `lexor_staff=${await signIn("edna@lexor.example")}`;
    expect((await routes.resume.GET(new Request(`${SITE}/api/staff/applications/${id}/resume`, { headers: { cookie } }), params(id))).status).toBe(403);
    expect((await routes.stage.POST(post(`/api/staff/applications/${id}/stage`, { stage: "offer" }, { cookie }), params(id))).status).toBe(403);
    expect((await routes.notes.POST(post(`/api/staff/applications/${id}/notes`, { text: "x" }, { cookie }), params(id))).status).toBe(403);
    expect((await routes.remove.POST(post(`/api/staff/applications/${id}/delete`, { confirm: "yes" }, { cookie }), params(id))).status).toBe(403);
    expect(await (await routes.context.staffContext()).staffStore.getApplication(id)).toMatchObject({ stage: "new" });
  });

  it("a stored grant is the only source of a role: nothing in the request raises it", async () => {
    await grant("ivy@lexor.example", "editor");
    const cookie = `lexor_staff=${await signIn("ivy@lexor.example")}; role=admin; lexor_staff_role=admin`;
    const request = asked(cookie, { "x-staff-role": "admin", authorization: "Bearer admin" });
    expect(await routes.access.requireStaff(request, "editor")).toMatchObject({ role: "editor" });
    expect(await routes.access.requireStaff(request, "admin").catch(routes.errors.errorStatus)).toBe(403);
  });

  it("lowering a role or removing the person ends their sessions on the next request", async () => {
    await grant("jo@lexor.example", "hiring", ["engineering"]);
    const id = await seedApplication("Lowered Access");
    const first = `lexor_staff=${await signIn("jo@lexor.example")}`;
    const resume = (cookie: string) => routes.resume.GET(new Request(`${SITE}/api/staff/applications/${id}/resume`, { headers: { cookie } }), params(id));
    expect((await resume(first)).status).toBe(200);
    await grant("jo@lexor.example", "editor");
    expect((await resume(first)).status).toBe(401);
    const second = `lexor_staff=${await signIn("jo@lexor.example")}`;
    expect((await resume(second)).status).toBe(403);
    await routes.identity.identity().removeGrant("jo@lexor.example");
    expect((await resume(second)).status).toBe(401);
  });
});

describe("the team page's writes", () => {
  const formPost = (url: string, body: string, cookie: string) =>
    new Request(`${SITE}${url}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html", origin: SITE, cookie, "x-forwarded-for": `10.4.0.${++ipCounter}` },
      body,
    });
  const invitations = (to: string) =>
    sqliteDocuments<{ kind: string; message: { to: string } }>(routes.config.config().sqlitePath, "mailOutbox").filter(
      (row) => row.data.kind === "staff-invitation" && row.data.message.to === to,
    );
  let admin: string;
  beforeAll(async () => {
    const admin_ = await routes.documents.adminDocuments();
    for (const id of ["engineering", "design"]) await admin_.putRaw("departments", id, { id, title: `Team ${id}`, isActive: true, roles: ["Analyst"] });
    admin = `lexor_staff=${await signIn(STAFF)}`;
  });

  it("an admin invites with a plain form post: one email, and the invitee signs in with that role", async () => {
    const answer = await routes.team.POST(
      formPost("/api/staff/team", "email=Nora%40lexor.example&role=hiring&department.design=on&department.engineering=on", admin),
    );
    expect([answer.status, answer.headers.get("location")]).toEqual([303, "/staff/team?done=invited"]);
    expect(invitations("nora@lexor.example")).toHaveLength(1);
    expect(await routes.identity.identity().grantOf("nora@lexor.example")).toEqual({
      email: "nora@lexor.example",
      role: "hiring",
      scopes: ["design", "engineering"],
    });
    const nora = `lexor_staff=${await signIn("nora@lexor.example")}`;
    expect(await routes.access.requireStaff(new Request(`${SITE}/staff`, { headers: { cookie: nora } }), "hiring", { read: true })).toMatchObject({
      departments: ["design", "engineering"],
    });
    const changed = await routes.team.POST(post("/api/staff/team", { email: "nora@lexor.example", role: "editor" }, { cookie: admin }));
    expect([changed.status, await changed.json()]).toEqual([200, { status: "changed" }]);
    expect(invitations("nora@lexor.example")).toHaveLength(1);
    expect(
      await routes.access.requireStaff(new Request(`${SITE}/staff`, { headers: { cookie: nora } }), "editor", { read: true }).catch(routes.errors.errorStatus),
    ).toBe(401);
    const removed = await routes.teamRemove.POST(formPost("/api/staff/team/remove", "email=nora%40lexor.example", admin));
    expect([removed.status, removed.headers.get("location")]).toEqual([303, "/staff/team?done=removed"]);
    expect(await routes.identity.identity().grantOf("nora@lexor.example")).toBeNull();
  });

  it("refuses bad input with a 4xx and changes nothing", async () => {
    const cases: Array<[unknown, number]> = [
      [{ email: "not-an-address", role: "editor" }, 400],
      [{ email: "olga@lexor.example", role: "owner" }, 400],
      [{ email: "olga@lexor.example", role: "hiring" }, 400],
      [{ email: "olga@lexor.example", role: "hiring", departments: ["no-such-department"] }, 400],
      [{ email: "olga@lexor.example", role: "editor", extra: 1 }, 400],
      [{ email: STAFF, role: "editor" }, 409],
    ];
    for (const [body, status] of cases)
      expect((await routes.team.POST(post("/api/staff/team", body, { cookie: admin }))).status, JSON.stringify(body)).toBe(status);
    expect(await routes.identity.identity().grantOf("olga@lexor.example")).toBeNull();
    expect(await routes.identity.identity().grantOf(STAFF)).toBeNull();
    expect((await routes.teamRemove.POST(post("/api/staff/team/remove", { email: "nobody@lexor.example" }, { cookie: admin }))).status).toBe(404);
    expect((await routes.teamRemove.POST(post("/api/staff/team/remove", { email: STAFF }, { cookie: admin }))).status).toBe(409);
    const page = await routes.team.POST(formPost("/api/staff/team", "email=olga%40lexor.example&role=hiring", admin));
    expect([page.status, page.headers.get("location")]).toEqual([303, "/staff/team?problem=invalid"]);
  });

  it("only admins manage the team: an editor or a hiring manager cannot raise anyone, themselves included", async () => {
    await routes.identity.identity().saveGrant({ email: "pat@lexor.example", role: "hiring", scopes: ["design"] });
    await routes.identity.identity().saveGrant({ email: "quinn@lexor.example", role: "editor", scopes: [] });
    for (const email of ["pat@lexor.example", "quinn@lexor.example"]) {
      const cookie = `lexor_staff=${await signIn(email)}`;
      expect((await routes.team.POST(post("/api/staff/team", { email, role: "admin" }, { cookie }))).status).toBe(403);
      expect((await routes.team.POST(post("/api/staff/team", { email: "rae@lexor.example", role: "editor" }, { cookie }))).status).toBe(403);
      expect((await routes.teamRemove.POST(post("/api/staff/team/remove", { email: "pat@lexor.example" }, { cookie }))).status).toBe(403);
    }
    expect((await routes.identity.identity().grantOf("pat@lexor.example"))?.role).toBe("hiring");
    expect((await routes.identity.identity().grantOf("quinn@lexor.example"))?.role).toBe("editor");
    expect(await routes.identity.identity().grantOf("rae@lexor.example")).toBeNull();
    expect(
      (await routes.team.POST(post("/api/staff/team", { email: "rae@lexor.example", role: "editor" }, { cookie: admin, origin: "http://evil.example" })))
        .status,
    ).toBe(403);
    expect(await routes.identity.identity().grantOf("rae@lexor.example")).toBeNull();
  });
});

describe("department access for hiring", () => {
  let design: string;
  let engineering: string;
  let designer: string;
  let engineer: string;
  beforeAll(async () => {
    design = await seedApplication("Dora Design", new Date(), "design");
    engineering = await seedApplication("Enzo Engineering", new Date(), "engineering");
    await routes.identity.identity().saveGrant({ email: "dee@lexor.example", role: "hiring", scopes: ["design"] });
    await routes.identity.identity().saveGrant({ email: "eli@lexor.example", role: "hiring", scopes: ["engineering"] });
    designer = `lexor_staff=${await signIn("dee@lexor.example")}`;
    engineer = `lexor_staff=${await signIn("eli@lexor.example")}`;
  });
  const missing = () => `${Date.now()}-deadbeef`;
  const answerOf = async (response: Response) => [response.status, await response.text()];
  const attempts = (id: string, cookie: string) => ({
    resume: () => routes.resume.GET(new Request(`${SITE}/api/staff/applications/${id}/resume`, { headers: { cookie } }), params(id)),
    stage: () => routes.stage.POST(post(`/api/staff/applications/${id}/stage`, { stage: "offer" }, { cookie }), params(id)),
    note: () => routes.notes.POST(post(`/api/staff/applications/${id}/notes`, { text: "Seen" }, { cookie }), params(id)),
    remove: () => routes.remove.POST(post(`/api/staff/applications/${id}/delete`, { confirm: "yes" }, { cookie }), params(id)),
  });

  it("another department's applicant gets exactly the answer of one that does not exist, and is left unchanged", async () => {
    for (const name of ["resume", "stage", "note", "remove"] as const) {
      const foreign = await answerOf(await attempts(design, engineer)[name]());
      expect(foreign[0], name).toBe(404);
      expect(foreign, name).toEqual(await answerOf(await attempts(missing(), engineer)[name]()));
    }
    const { staffStore } = await routes.context.staffContext();
    expect(await staffStore.getApplication(design)).toMatchObject({ stage: "new" });
    expect(await staffStore.listNotes(design)).toEqual([]);
  });

  it("a member's own department is open to them", async () => {
    expect((await attempts(design, designer).resume()).status).toBe(200);
    expect((await attempts(design, designer).note()).status).toBe(201);
    expect((await attempts(engineering, engineer).stage()).status).toBe(200);
  });

  it("lists, counts and searches only their departments'", async () => {
    const context = await routes.context.staffContext();
    const { listVisible } = routes.inbox;
    const staffOf = async (cookie: string) => routes.access.requireStaff(new Request(SITE, { headers: { cookie } }), "hiring", { read: true });
    const dee = await staffOf(designer);
    const eli = await staffOf(engineer);
    const ids = async (filter: Record<string, string>, staff: typeof dee) =>
      (await listVisible(filter, staff, { limit: 500 }, context)).rows.map((row) => row.id);
    expect(await ids({}, dee)).toContain(design);
    expect(await ids({}, dee)).not.toContain(engineering);
    expect((await listVisible({}, dee, { limit: 500 }, context)).rows.every((row) => row.departmentId === "design")).toBe(true);
    expect(await ids({ search: "Dora" }, eli)).toEqual([]);
    expect(await ids({ search: "dora@example.com" }, eli)).toEqual([]);
    expect(await ids({ departmentId: "design" }, eli)).toEqual([]);
    expect(await ids({ departmentId: "design", search: "Dora" }, eli)).toEqual([]);
    expect(await ids({ search: "Dora" }, dee)).toEqual([design]);
    const admin = await staffOf(`lexor_staff=${await signIn(STAFF)}`);
    expect(await ids({ search: "Dora" }, admin)).toEqual([design]);
  });
});

describe("the inbox's writes", () => {
  it("moves stages, adds notes with author and time, serves the résumé by the candidate's name, then deletes everything", async () => {
    const cookie = `lexor_staff=${await signIn(STAFF)}`;
    const id = await seedApplication("Zoë Keller");
    for (const stage of ["reviewing", "interview", "offer"]) {
      const answer = await routes.stage.POST(post(`/api/staff/applications/${id}/stage`, { stage }, { cookie }), params(id));
      expect(answer.status).toBe(200);
    }
    expect((await routes.stage.POST(post(`/api/staff/applications/${id}/stage`, { stage: "promoted" }, { cookie }), params(id))).status).toBe(400);
    expect((await routes.notes.POST(post(`/api/staff/applications/${id}/notes`, { text: "Strong systems design." }, { cookie }), params(id))).status).toBe(201);
    expect((await routes.notes.POST(post(`/api/staff/applications/${id}/notes`, { text: " " }, { cookie }), params(id))).status).toBe(400);

    const { staffStore } = await routes.context.staffContext();
    const stored = await staffStore.getApplication(id);
    expect(stored).toMatchObject({ stage: "offer", stageChangedBy: STAFF });
    const notes = await staffStore.listNotes(id);
    expect(notes.map(({ author, text, move }) => ({ author, text, move }))).toEqual([
      { author: STAFF, text: "", move: { from: "new", to: "reviewing" } },
      { author: STAFF, text: "", move: { from: "reviewing", to: "interview" } },
      { author: STAFF, text: "", move: { from: "interview", to: "offer" } },
      { author: STAFF, text: "Strong systems design.", move: undefined },
    ]);
    expect(Date.parse(notes[3]?.at ?? "")).toBeGreaterThan(Date.now() - 60_000);
    expect((await staffStore.listMail(id)).map((mail) => mail.kind)).toEqual(["application-notification"]);
    expect((await staffStore.listApplications({ search: "zoë" }, { limit: 10 })).rows.map((row) => row.id)).toContain(id);
    expect((await staffStore.listApplications({ stage: "offer", departmentId: "engineering" }, { limit: 10 })).rows.map((row) => row.id)).toContain(id);

    const resume = await routes.resume.GET(new Request(`${SITE}/api/staff/applications/${id}/resume`, { headers: { cookie } }), params(id));
    expect(resume.status).toBe(200);
    expect(resume.headers.get("content-disposition")).toContain(`filename*=UTF-8''${encodeURIComponent("Zoë Keller résumé.pdf")}`);
    expect(resume.headers.get("cache-control")).toBe("private, no-store");
    const resumeKey = stored?.resumeKey ?? "";
    const caused = sqliteDocuments<{ source: { id: string }; message: { to: string; subject: string; text: string; html: string } }>(
      routes.config.config().sqlitePath,
      "mailOutbox",
    ).filter((row) => row.data.source.id === id);
    vi.spyOn(process.stdout, "write").mockImplementation(() => true);
    for (const row of caused) {
      await routes.mail.mailer().send({ ...row.data.message, id: row.id });
      // As the delivery worker does: the update leaves the message's earlier bytes behind unless they are overwritten.
      await (await routes.documents.documents()).commit([
        { op: "update", collection: "mailOutbox", id: row.id, data: { status: "sent", sentAt: new Date().toISOString() } },
      ]);
    }
    vi.mocked(process.stdout.write).mockRestore();
    expect(filesHolding("Keller").some((file) => file.endsWith(".eml"))).toBe(true);

    for (const body of [{}, { confirm: "no" }, { confirm: "yes", id }]) {
      expect((await routes.remove.POST(post(`/api/staff/applications/${id}/delete`, body, { cookie }), params(id))).status).toBe(400);
    }
    expect(await staffStore.getApplication(id)).not.toBeNull();
    expect((await routes.remove.POST(post(`/api/staff/applications/${id}/delete`, { confirm: "yes" }, { cookie }), params(id))).status).toBe(200);
    expect(await staffStore.getApplication(id)).toBeNull();
    expect(filesHolding(stored?.email ?? "")).toEqual([]);
    expect(filesHolding("Keller")).toEqual([]);
    expect(await routes.files.fileStore().exists(resumeKey)).toBe(false);
    expect(await staffStore.listNotes(id)).toEqual([]);
    expect(await staffStore.listMail(id)).toEqual([]);
    expect(sqliteDocuments(routes.config.config().sqlitePath, "resumeClaims").some((row) => row.data.applicationId === id)).toBe(false);
    const record = sqliteDocuments(routes.config.config().sqlitePath, "deletions").find((row) => row.data.id === id);
    expect(record?.data).toMatchObject({ collection: "applications", reason: "request", by: STAFF });
    expect(JSON.stringify(record)).not.toMatch(/Zo|keller|example\.com|resumes\//i);
    expect((await routes.resume.GET(new Request(`${SITE}/api/staff/applications/${id}/resume`, { headers: { cookie } }), params(id))).status).toBe(404);
    expect((await routes.remove.POST(post(`/api/staff/applications/${id}/delete`, { confirm: "yes" }, { cookie }), params(id))).status).toBe(404);
  });

  it("the retention run deletes applications older than the period, and only those", async () => {
    const old = await seedApplication("Old Applicant", new Date(Date.now() - 400 * 86_400_000));
    const recent = await seedApplication("Recent Applicant", new Date(Date.now() - 10 * 86_400_000));
    const context = await routes.context.staffContext();
    expect(await routes.inbox.applyRetention(365, context)).toBeGreaterThanOrEqual(1);
    expect(await context.staffStore.getApplication(old)).toBeNull();
    expect(await context.staffStore.getApplication(recent)).not.toBeNull();
    const record = sqliteDocuments(routes.config.config().sqlitePath, "deletions").find((row) => row.data.id === old);
    expect(record?.data).toMatchObject({ reason: "retention" });
  });
});

describe("the inbox filter", () => {
  const filterPost = (body: string, headers: Record<string, string> = {}) =>
    routes.filter.POST(
      new Request(`${SITE}/api/staff/inbox-filter`, {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          accept: "text/html",
          origin: SITE,
          "x-forwarded-for": `10.3.0.${++ipCounter}`,
          ...headers,
        },
        body,
      }),
    );
  const filterCookie = (response: Response) => /lexor_staff_filter=[^,]*/.exec(response.headers.get("set-cookie") ?? "")?.[0];
  const search = "jane.doe+filter@example.com";

  it("keeps a search in an httpOnly cookie on /staff and answers 303 to an address without it", async () => {
    const cookie = `lexor_staff=${await signIn(STAFF)}`;
    const answer = await filterPost(new URLSearchParams({ department: "engineering", role: "", stage: "reviewing", q: ` ${search} ` }).toString(), { cookie });
    expect([answer.status, answer.headers.get("location")]).toEqual([303, "/staff"]);
    const set = filterCookie(answer) ?? "";
    expect(set).toMatch(/^lexor_staff_filter=[A-Za-z0-9_-]+; Path=\/staff; Max-Age=3600; HttpOnly; SameSite=Lax$/);
    expect(set).not.toContain("example");
    const value = /^lexor_staff_filter=([^;]+)/.exec(set)?.[1];
    expect(routes.inboxFilter.inboxFilterOf(value)).toEqual({ department: "engineering", stage: "reviewing", q: search });

    const cleared = await filterPost(new URLSearchParams({ department: "engineering", q: search, clear: "1" }).toString(), { cookie });
    expect([cleared.status, cleared.headers.get("location")]).toEqual([303, "/staff"]);
    expect(filterCookie(cleared)).toBe("lexor_staff_filter=; Path=/staff; Max-Age=0; HttpOnly; SameSite=Lax");
  });

  it("refuses bad input with a 4xx and sets no cookie", async () => {
    const cookie = `lexor_staff=${await signIn(STAFF)}`;
    for (const body of [`stage=promoted`, `q=${"a".repeat(201)}`, `q=x&email=${encodeURIComponent(search)}`, `clear=yes`, `q=${"a".repeat(5000)}`]) {
      const answer = await filterPost(body, { cookie });
      expect(answer.status, body.slice(0, 40)).toBeGreaterThanOrEqual(400);
      expect(answer.status, body.slice(0, 40)).toBeLessThan(500);
      expect(filterCookie(answer), body.slice(0, 40)).toBeUndefined();
    }
  });

  it("is for signed-in staff from this site only", async () => {
    const valid = `lexor_staff=${await signIn(STAFF)}`;
    for (const [cookie, headers, status] of [
      ["", {}, 401],
      [`lexor_staff=${"A".repeat(43)}`, {}, 401],
      [valid, { origin: "http://evil.example" }, 403],
      [valid, { origin: "" }, 403],
    ] as const) {
      const answer = await filterPost(`q=${encodeURIComponent(search)}`, { cookie, ...headers });
      expect(answer.status).toBe(status);
      expect(filterCookie(answer)).toBeUndefined();
    }
  });

  it("reads a tampered or foreign cookie as no filter", () => {
    const { inboxFilterOf } = routes.inboxFilter;
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
    expect(inboxFilterOf(undefined)).toEqual({});
    expect(inboxFilterOf("not base64 json")).toEqual({});
    expect(inboxFilterOf(encode({ stage: "promoted" }))).toEqual({});
    expect(inboxFilterOf(encode({ q: "a".repeat(201) }))).toEqual({});
    expect(inboxFilterOf(encode({ q: "Ada", role: "Data Engineer" }))).toEqual({ q: "Ada", role: "Data Engineer" });
  });
});

describe("routing", () => {
  it("notifies the department's own address with where the role is done, and careers@ without one", async () => {
    const { submitApplication } = await import("@/lib/features/careers/submit-application");
    const { createUploadToken } = await import("@/lib/features/careers/upload-token");
    const admin = await routes.documents.adminDocuments();
    const department = (id: string, hiringEmail?: string) => ({
      id,
      title: `Routed ${id}`,
      isActive: true,
      roles: ["Analyst"],
      workArrangement: ["Hybrid"],
      postings: { Analyst: { workArrangement: ["Remote"], applicantCountries: ["GB", "PT"] } },
      ...(hiringEmail ? { hiringEmail } : {}),
    });
    await admin.putRaw("departments", "routed", department("routed", "routed-hiring@lexor.example"));
    await admin.putRaw("departments", "unrouted", department("unrouted"));
    const notificationTo = async (departmentId: string) => {
      const key = `resumes/${Date.now()}-${Math.random().toString(16).slice(2, 10).padEnd(8, "0")}.pdf`;
      await routes.files.fileStore().put(key, pdfBytes(key), "application/pdf");
      const secret = "routing-secret-0123456789abcdef0123456789";
      const { id } = await submitApplication(
        {
          departmentId,
          role: "Analyst",
          name: "Rosalind Franklin",
          email: "rosalind@example.com",
          phone: "+44 20 7946 0000",
          github: "",
          techStack: "",
          location: "",
          workStyle: "",
          resumeToken: createUploadToken(secret, { key, departmentId, expiresAt: Math.floor(Date.now() / 1000) + 600 }),
          website: "",
        },
        {
          store: await routes.documents.documents(),
          files: routes.files.fileStore(),
          secret,
          hiringTeamEmail: "careers@lexor.example",
          mailDelayed: () => false,
        },
      );
      const mail = sqliteDocuments<{ kind: string; source: { id: string }; message: { to: string; text: string } }>(
        routes.config.config().sqlitePath,
        "mailOutbox",
      ).find((row) => row.data.kind === "application-notification" && row.data.source.id === id);
      return mail?.data.message;
    };
    const routed = await notificationTo("routed");
    expect(routed?.to).toBe("routed-hiring@lexor.example");
    expect(routed?.text).toContain("Location: Remote (United Kingdom and Portugal)");
    expect(routed?.text).toContain("Work style: Remote");
    expect((await notificationTo("unrouted"))?.to).toBe("careers@lexor.example");
  });
});
