import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { sqliteDocuments } from "@/tests/support/documents";
import { startSmtpServer, type TestSmtpServer } from "@/tests/support/smtp-server";

// Emailing a candidate from the application page: through the route handlers, on a real SQLite
// file, delivered by the outbox worker to a real SMTP server on 127.0.0.1.
const SITE = "http://127.0.0.1:4496";
const ADMIN = "ada@lexor.example";
const MANAGER = "dana.reyes@lexor.example";
let dataDir: string;
let smtp: TestSmtpServer;
let routes: Awaited<ReturnType<typeof loadRoutes>>;

async function loadRoutes() {
  return {
    email: await import("@/app/api/staff/applications/[id]/email/route"),
    stage: await import("@/app/api/staff/applications/[id]/stage/route"),
    remove: await import("@/app/api/staff/applications/[id]/delete/route"),
    views: await import("@/lib/features/staff/views"),
    documents: await import("@/lib/ports/documents"),
    identity: await import("@/lib/ports/identity"),
    config: await import("@/lib/primitives/config"),
    outbox: await import("@/lib/services/mail-delivery/outbox"),
    delivery: await import("@/lib/services/mail-delivery/runtime"),
  };
}

async function sessionOf(email: string, grant?: { role: string; scopes: string[] }): Promise<string> {
  const provider = routes.identity.identity();
  if (grant) await provider.saveGrant({ email, ...grant });
  const session = await provider.redeemSignInCode(await provider.issueSignInCode(email));
  if (!session) throw new Error(`no session for ${email}`);
  return session.token;
}

const staffOf = (email: string, departments: "all" | string[]) => ({
  email,
  expiresAt: new Date(Date.now() + 3_600_000),
  role: departments === "all" ? ("admin" as const) : ("hiring" as const),
  departments,
  configured: departments === "all",
});

/** As a browser without scripts posts the page's form. */
const formPost = (route: { POST: unknown }, url: string, id: string, token: string, form: Record<string, string>) =>
  (route.POST as (request: Request, context: { params: Promise<{ id: string }> }) => Promise<Response>)(
    new Request(`${SITE}${url}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html", cookie: `lexor_staff=${token}`, origin: SITE },
      body: new URLSearchParams(form).toString(),
    }),
    { params: Promise.resolve({ id }) },
  );
const emailPost = (id: string, token: string, form: Record<string, string>) => formPost(routes.email, `/api/staff/applications/${id}/email`, id, token, form);

/** As a script or another client posts it: JSON, answered with JSON. */
const emailJson = (id: string, token: string, body: Record<string, unknown>) =>
  (routes.email.POST as unknown as (request: Request, context: { params: Promise<{ id: string }> }) => Promise<Response>)(
    new Request(`${SITE}/api/staff/applications/${id}/email`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: `lexor_staff=${token}`, origin: SITE },
      body: JSON.stringify(body),
    }),
    { params: Promise.resolve({ id }) },
  );

/** What the page carries: when the candidate had last been emailed as it was rendered. */
const lastEmailed = async (id: string) => (await routes.views.applicationView(id, staffOf(ADMIN, "all")))?.application.lastEmailedAt ?? "";

const outbox = () =>
  sqliteDocuments<{ kind: string; source: { id: string }; message: { to: string; replyTo?: string; subject: string; text: string; html: string } }>(
    routes.config.config().sqlitePath,
    "mailOutbox",
  );
const notes = () =>
  sqliteDocuments<{ applicationId: string; kind?: string; author: string; mailId?: string }>(routes.config.config().sqlitePath, "applicationNotes");

async function seedApplication(name: string, departmentId: string, address?: string): Promise<string> {
  const submittedAt = new Date();
  const id = `${submittedAt.getTime()}-${Math.random().toString(16).slice(2, 10).padEnd(8, "0")}`;
  const email = address ?? `${name.split(" ")[0]?.toLowerCase()}-${id.slice(-8)}@example.com`;
  const result = await routes.outbox.commitWithMail(
    await routes.documents.documents(),
    [
      {
        op: "create",
        collection: "applications",
        id,
        data: {
          role: "Product Designer",
          name,
          email,
          phone: "",
          github: "",
          resumeURL: "",
          techStack: "",
          location: "",
          workStyle: "",
          departmentId,
          submittedAt: submittedAt.toISOString(),
          status: "pending",
        },
      },
    ],
    [
      {
        kind: "application-confirmation",
        content: { to: email, subject: "We received your application for Product Designer", text: "Thanks", html: "<p>Thanks</p>" },
      },
    ],
    { source: { collection: "applications", id }, now: submittedAt },
  );
  expect(result.committed).toBe(true);
  return id;
}

beforeAll(async () => {
  vi.spyOn(console, "log").mockImplementation(() => undefined);
  smtp = await startSmtpServer();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lexor-candidate-email-"));
  Object.assign(process.env, { DATA_DIR: dataDir, SITE_URL: SITE, STAFF_EMAILS: ADMIN, RATE_LIMIT_SCALE: "1", SEED_DEMO_CONTENT: "false", SMTP_URL: smtp.url });
  routes = await loadRoutes();
  const store = await routes.documents.documents();
  await store.commit([
    {
      op: "create",
      collection: "departments",
      id: "design",
      data: { id: "design", title: "Design", isActive: true, roles: ["Product Designer"], hiringEmail: "design-hiring@lexor.example" },
    },
    { op: "create", collection: "departments", id: "engineering", data: { id: "engineering", title: "Engineering", isActive: true, roles: ["Data Engineer"] } },
  ]);
}, 60_000);

afterAll(async () => {
  await (await routes?.documents.documents())?.close();
  await smtp?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  delete process.env.SMTP_URL;
});

describe("emailing a candidate", () => {
  it("queues the edited email to the candidate with Reply-To the department's hiring address, and records who sent it in the history", async () => {
    const id = await seedApplication("Dana Whitfield", "design");
    const token = await sessionOf(MANAGER, { role: "hiring", scopes: ["design"] });
    const view = await routes.views.applicationView(id, staffOf(MANAGER, ["design"]), "interview");
    expect(view?.draft).toMatchObject({ template: "interview", subject: "Interview for Product Designer at Lexor" });
    expect(view?.draft?.body).toMatch(/^Hi Dana,\n\nThank you for applying for the Product Designer position in our Design team\./);
    expect(view?.draft?.body).toContain("Dana Reyes\nDesign team, Lexor");
    expect(view?.replyTo).toBe("design-hiring@lexor.example");

    const body = `${view?.draft?.body}\n\nTuesday at 10:00 works for us too.`;
    const answer = await emailPost(id, token, {
      template: "interview",
      subject: "Interview for Product Designer at Lexor",
      body: body.replaceAll("\n", "\r\n"),
      lastEmailed: "",
    });
    expect([answer.status, answer.headers.get("location")]).toEqual([303, `/staff/applications/${id}?emailed=1`]);

    const queued = outbox().filter((row) => row.data.kind === "candidate-email");
    expect(queued).toHaveLength(1);
    const applicant = outbox().find((row) => row.data.kind === "application-confirmation" && row.data.source.id === id)?.data.message.to;
    expect(queued[0]?.data).toMatchObject({
      source: { id },
      message: { to: applicant, replyTo: "design-hiring@lexor.example", subject: "Interview for Product Designer at Lexor", text: body },
    });
    expect(queued[0]?.data.message.html).toContain('<p style="white-space:pre-wrap">Tuesday at 10:00 works for us too.</p>');
    expect(notes().filter((note) => note.data.applicationId === id)).toEqual([
      { id: expect.any(String), data: expect.objectContaining({ kind: "email", author: MANAGER, mailId: queued[0]?.id }) },
    ]);

    await routes.delivery.configuredDeliveryWorker("test").drainOnce();
    const delivered = await smtp.waitFor((mail) => mail.parsed.subject === "Interview for Product Designer at Lexor");
    expect(delivered.envelope.to).toEqual([applicant]);
    expect(delivered.parsed.replyTo?.text).toBe("design-hiring@lexor.example");
    expect(delivered.parsed.text).toContain("Tuesday at 10:00 works for us too.");

    const history = (await routes.views.applicationView(id, staffOf(MANAGER, ["design"])))?.history ?? [];
    expect(history.map((item) => [item.author, item.mail?.subject, item.mail?.status])).toEqual([
      ["", "We received your application for Product Designer", "sent"],
      [MANAGER, "Interview for Product Designer at Lexor", "sent"],
    ]);
  }, 60_000);

  it("replies go to the site's hiring team when the department names no hiring address", async () => {
    const id = await seedApplication("Erin Park", "engineering");
    const answer = await emailPost(id, await sessionOf(ADMIN), { template: "message", subject: "A question", body: "Hi Erin, one question.", lastEmailed: "" });
    expect(answer.status).toBe(303);
    expect(outbox().find((row) => row.data.kind === "candidate-email" && row.data.source.id === id)?.data.message.replyTo).toBe("careers@lexor.example");
  });

  it("a move to rejected offers the rejection email and queues nothing until it is sent", async () => {
    const id = await seedApplication("Robin Hale", "design");
    const token = await sessionOf(MANAGER, { role: "hiring", scopes: ["design"] });
    const before = outbox().length;
    const moved = await formPost(routes.stage, `/api/staff/applications/${id}/stage`, id, token, { stage: "rejected" });
    expect([moved.status, moved.headers.get("location")]).toEqual([303, `/staff/applications/${id}?compose=rejection#email-title`]);
    expect(outbox()).toHaveLength(before);
    const offered = await routes.views.applicationView(id, staffOf(MANAGER, ["design"]), "rejection");
    expect(offered?.draft).toMatchObject({ template: "rejection", subject: "Your application for Product Designer at Lexor" });
    expect(offered?.draft?.body).toContain("we have decided not to take your application further");
    const other = await formPost(routes.stage, `/api/staff/applications/${id}/stage`, id, token, { stage: "reviewing" });
    expect(other.headers.get("location")).toBe(`/staff/applications/${id}`);
  });

  it("answers another department's applicant as one that does not exist, refuses bad input with 4xx, and queues nothing", async () => {
    const id = await seedApplication("Kit Moreno", "design");
    const engineering = await sessionOf("sam.lee@lexor.example", { role: "hiring", scopes: ["engineering"] });
    const mailBefore = outbox().length;
    const notesBefore = notes().length;
    const good = { template: "message", subject: "Hello", body: "Hi Kit.", lastEmailed: "" };
    const [foreign, missing] = [await emailPost(id, engineering, good), await emailPost(`${Date.now()}-0123abcd`, engineering, good)];
    expect([foreign.status, await foreign.text()]).toEqual([404, await missing.text()]);

    const manager = await sessionOf(MANAGER, { role: "hiring", scopes: ["design"] });
    for (const bad of [
      { ...good, subject: "" },
      { ...good, subject: "Hello\r\nBcc: everyone@example.com" },
      { ...good, body: "   " },
      { ...good, body: "x".repeat(10_001) },
      { ...good, template: "offer" },
      { ...good, cc: "someone@example.com" },
      { template: good.template, subject: good.subject, body: good.body },
    ]) {
      expect((await emailJson(id, manager, bad)).status, JSON.stringify(bad).slice(0, 80)).toBe(400);
    }
    const editor = await sessionOf("eve@lexor.example", { role: "editor", scopes: [] });
    expect((await emailPost(id, editor, good)).status).toBe(403);
    expect(outbox()).toHaveLength(mailBefore);
    expect(notes()).toHaveLength(notesBefore);
  });

  it("deleting the applicant removes the emails sent from the page and their history entries", async () => {
    const id = await seedApplication("Lee Archer", "design");
    const token = await sessionOf(ADMIN);
    expect((await emailPost(id, token, { template: "message", subject: "Hello", body: "Hi Lee.", lastEmailed: "" })).status).toBe(303);
    expect((await formPost(routes.remove, `/api/staff/applications/${id}/delete`, id, token, { confirm: "yes" })).status).toBe(303);
    expect(outbox().filter((row) => row.data.source.id === id)).toEqual([]);
    expect(notes().filter((note) => note.data.applicationId === id)).toEqual([]);
  });

  it("sends one person at most 3 emails an hour, counted by mailbox across their applications: past it 429 with Retry-After and nothing queued", async () => {
    const first = await seedApplication("Noor Haddad", "design", "noor.haddad@example.com");
    const second = await seedApplication("Noor Haddad", "engineering", "Noor.Haddad+careers@Example.com");
    const token = await sessionOf(ADMIN);
    for (const id of [first, first, second]) {
      const sent = await emailJson(id, token, { template: "message", subject: "Hello", body: "Hi Noor.", lastEmailed: await lastEmailed(id) });
      expect(sent.status).toBe(202);
    }
    const mailBefore = outbox().length;
    const notesBefore = notes().length;
    const refused = await emailJson(first, token, { template: "message", subject: "Hello", body: "Hi Noor.", lastEmailed: await lastEmailed(first) });
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(((await refused.json()) as { error: string }).error).toContain("3 emails this hour");

    const page = await emailPost(second, await sessionOf(MANAGER, { role: "hiring", scopes: ["design", "engineering"] }), {
      template: "message",
      subject: "Hello again",
      body: "Hi Noor, one more thing.",
      lastEmailed: await lastEmailed(second),
    });
    expect([page.status, page.headers.get("location")]).toEqual([303, `/staff/applications/${second}?kept=1#email-title`]);
    expect(outbox()).toHaveLength(mailBefore);
    expect(notes()).toHaveLength(notesBefore);
  });

  it("refuses a send from a page opened before the candidate's last email with 409, queues nothing, and takes one of two sends from the same page", async () => {
    const id = await seedApplication("Ines Duarte", "design");
    const token = await sessionOf(ADMIN);
    const opened = await lastEmailed(id);
    expect((await emailJson(id, token, { template: "message", subject: "First", body: "Hi Ines.", lastEmailed: opened })).status).toBe(202);
    const mailBefore = outbox().length;
    const notesBefore = notes().length;
    const stale = await emailJson(id, token, { template: "message", subject: "Second", body: "Hi Ines, again.", lastEmailed: opened });
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as { error: string }).error).toMatch(/^Ines Duarte was emailed at .+ UTC, after this page was opened\. Nothing was sent/);
    const madeUp = await emailJson(id, token, { template: "message", subject: "Second", body: "Hi Ines, again.", lastEmailed: "2026-01-01T00:00:00.000Z" });
    expect(madeUp.status).toBe(409);
    expect(outbox()).toHaveLength(mailBefore);
    expect(notes()).toHaveLength(notesBefore);

    const current = await lastEmailed(id);
    const both = await Promise.all(
      ["Hi Ines, from Ada.", "Hi Ines, from Dana."].map((body) => emailJson(id, token, { template: "message", subject: "Both", body, lastEmailed: current })),
    );
    expect(both.map((answer) => answer.status).sort()).toEqual([202, 409]);
    expect(outbox()).toHaveLength(mailBefore + 1);
  });

  it("a refused send from the page comes back to it with what was typed and why, for that member and that application only", async () => {
    const id = await seedApplication("Mira Holt", "design");
    const other = await seedApplication("Theo Grant", "design");
    const token = await sessionOf(MANAGER, { role: "hiring", scopes: ["design"] });
    const manager = staffOf(MANAGER, ["design"]);
    const mailBefore = outbox().length;

    const invalid = await emailPost(id, token, { template: "rejection", subject: "", body: "Hi Mira,\r\n\r\nThank you for your time.", lastEmailed: "" });
    expect([invalid.status, invalid.headers.get("location")]).toEqual([303, `/staff/applications/${id}?kept=1#email-title`]);
    const shown = await routes.views.applicationView(id, manager, undefined, true);
    expect(shown?.draft).toEqual({ application: id, template: "rejection", subject: "", body: "Hi Mira,\r\n\r\nThank you for your time." });
    expect(shown?.kept?.message).toBe("Some fields are missing or invalid.");
    expect(shown?.kept?.fields.subject).toBeTruthy();
    expect((await routes.views.applicationView(other, manager, undefined, true))?.kept).toBeNull();
    expect((await routes.views.applicationView(id, staffOf(ADMIN, "all"), undefined, true))?.kept).toBeNull();
    expect((await routes.views.applicationView(id, manager))?.kept).toBeNull();

    expect((await emailJson(id, token, { template: "message", subject: "Hello", body: "Hi Mira.", lastEmailed: "" })).status).toBe(202);
    const stale = await emailPost(id, token, { template: "message", subject: "Follow-up", body: "Hi Mira, a follow-up.", lastEmailed: "" });
    expect(stale.headers.get("location")).toBe(`/staff/applications/${id}?kept=1#email-title`);
    const again = await routes.views.applicationView(id, manager, undefined, true);
    expect(again?.draft).toMatchObject({ subject: "Follow-up", body: "Hi Mira, a follow-up." });
    expect(again?.kept?.message).toMatch(/^Mira Holt was emailed at .+, after this page was opened/);
    expect(again?.application.lastEmailedAt).toBeTruthy();
    expect(outbox()).toHaveLength(mailBefore + 1);
  });
});
