import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { sqliteDocuments } from "@/tests/support/documents";

// The hiring team's export and scorecards against a real SQLite file of 10,000 applications,
// through the route handlers.
const SITE = "http://127.0.0.1:4497";
const ADMIN = "ada@lexor.example";
const APPLICATIONS = 10_000;
const HOSTILE = '=HYPERLINK("http://x","y")';
let dataDir: string;
let routes: Awaited<ReturnType<typeof loadRoutes>>;

async function loadRoutes() {
  return {
    exportRoute: await import("@/app/api/staff/applications/export/route"),
    scorecard: await import("@/app/api/staff/applications/[id]/scorecard/route"),
    views: await import("@/lib/features/staff/views"),
    documents: await import("@/lib/ports/documents"),
    identity: await import("@/lib/ports/identity"),
    config: await import("@/lib/primitives/config"),
  };
}

async function sessionOf(email: string, grant?: { role: string; scopes: string[] }): Promise<string> {
  const provider = routes.identity.identity();
  if (grant) await provider.saveGrant({ email, ...grant });
  const session = await provider.redeemSignInCode(await provider.issueSignInCode(email));
  if (!session) throw new Error(`no session for ${email}`);
  return session.token;
}

const exportPost = (token: string, form: Record<string, string> = {}, headers: Record<string, string> = { origin: SITE }) =>
  routes.exportRoute.POST(
    new Request(`${SITE}/api/staff/applications/export`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie: `lexor_staff=${token}`, ...headers },
      body: new URLSearchParams(form).toString(),
    }),
  );

async function seed(): Promise<void> {
  const store = await routes.documents.documents();
  const start = Date.UTC(2026, 0, 1);
  for (let batch = 0; batch < APPLICATIONS; batch += 500) {
    await store.commit(
      Array.from({ length: 500 }, (_, offset) => {
        const n = batch + offset;
        const at = new Date(start + n * 60_000);
        return {
          op: "create" as const,
          collection: "applications" as const,
          id: `${at.getTime()}-${n.toString(16).padStart(8, "0")}`,
          data: {
            role: n === 0 ? HOSTILE : "Data Engineer",
            name: `Applicant ${n} ${"x".repeat(200)}`,
            email: `applicant-${n}@example.com`,
            phone: "",
            github: "",
            resumeURL: "",
            techStack: "",
            location: "",
            workStyle: "",
            departmentId: n % 2 ? "design" : "engineering",
            submittedAt: at.toISOString(),
            status: n % 3 ? "pending" : "interview",
          },
        };
      }),
    );
  }
}

async function lines(response: Response, sample: () => void = () => {}): Promise<string[]> {
  const decoder = new TextDecoder("utf-8", { ignoreBOM: true });
  let text = "";
  let count = 0;
  const kept: string[] = [];
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    text += decoder.decode(chunk, { stream: true });
    const parts = text.split("\r\n");
    text = parts.pop() ?? "";
    for (const line of parts) if (count++ < 3 || line.includes("HYPERLINK")) kept.push(line);
    if (count % 1000 === 0) sample();
  }
  return [...kept, `count:${count}`];
}

beforeAll(async () => {
  vi.spyOn(console, "log").mockImplementation(() => undefined);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lexor-staff-export-"));
  Object.assign(process.env, { DATA_DIR: dataDir, SITE_URL: SITE, STAFF_EMAILS: ADMIN, RATE_LIMIT_SCALE: "100", SEED_DEMO_CONTENT: "false" });
  delete process.env.SMTP_URL;
  routes = await loadRoutes();
  await seed();
}, 120_000);

afterAll(async () => {
  await (await routes?.documents.documents())?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("the applicant export", () => {
  it("streams 10,000 applications as CSV with the server's RSS growing less than 50 MB, the hostile cell neutralised", async () => {
    const token = await sessionOf(ADMIN);
    await lines(await exportPost(token, { stage: "interview" }));
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const response = await exportPost(token);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="lexor-applications-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const read = await lines(response, () => {
      peak = Math.max(peak, process.memoryUsage().rss);
    });
    expect(read.at(-1)).toBe(`count:${APPLICATIONS + 1}`);
    expect(read[0]).toBe("\uFEFFApplication,Name,Email,Role,Department,Stage,Received (UTC)");
    expect(read.find((line) => line.includes("HYPERLINK"))).toContain(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(peak - baseline).toBeLessThan(50 * 1024 * 1024);
  }, 120_000);

  it("holds only a hiring manager's departments, with the inbox's filter, and records who exported what without the search", async () => {
    const token = await sessionOf("hiring-design@lexor.example", { role: "hiring", scopes: ["design"] });
    const all = await lines(await exportPost(token));
    expect(all.at(-1)).toBe(`count:${APPLICATIONS / 2 + 1}`);
    expect(all.slice(1, -1).every((line) => line.includes(",design,"))).toBe(true);
    const searched = await lines(await exportPost(token, { q: "applicant-1@example.com" }));
    expect(searched).toEqual([expect.any(String), expect.stringContaining(",applicant-1@example.com,"), "count:2"]);
    const foreign = await lines(await exportPost(token, { department: "engineering" }));
    expect(foreign.at(-1)).toBe("count:1");
    const records = sqliteDocuments<{ by: string; filter: Record<string, unknown> }>(routes.config.config().sqlitePath, "applicationExports");
    expect(records.at(-2)?.data).toMatchObject({ by: "hiring-design@lexor.example", filter: { searched: true, department: "" } });
    expect(JSON.stringify(records)).not.toContain("applicant-1@example.com");
  }, 60_000);

  it("refuses other roles, the signed-out, another site and bad filters, recording nothing", async () => {
    const before = sqliteDocuments(routes.config.config().sqlitePath, "applicationExports").length;
    const editor = await sessionOf("editor@lexor.example", { role: "editor", scopes: [] });
    expect((await exportPost(editor)).status).toBe(403);
    expect((await exportPost("not-a-session")).status).toBe(401);
    expect((await exportPost(await sessionOf(ADMIN), {}, { origin: "https://evil.example" })).status).toBe(403);
    expect((await exportPost(await sessionOf(ADMIN), { stage: "nonsense" })).status).toBe(400);
    expect(sqliteDocuments(routes.config.config().sqlitePath, "applicationExports")).toHaveLength(before);
  });
});

describe("scorecards", () => {
  const engineering = `${Date.UTC(2026, 0, 1)}-00000000`;
  const scorePost = (token: string, id: string, body: Record<string, string>, origin = SITE) =>
    routes.scorecard.POST(
      new Request(`${SITE}/api/staff/applications/${id}/scorecard`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie: `lexor_staff=${token}`, origin },
        body: JSON.stringify(body),
      }),
      { params: Promise.resolve({ id }) },
    );
  const reviewer = (email: string, departments: "all" | string[]) => ({
    email,
    expiresAt: new Date(Date.now() + 3_600_000),
    role: departments === "all" ? ("admin" as const) : ("hiring" as const),
    departments,
    configured: departments === "all",
  });

  it("hides the others' scorecards, in the history too, until the reviewer adds their own", async () => {
    const grace = "grace-engineering@lexor.example";
    expect((await scorePost(await sessionOf(ADMIN), engineering, { rating: "strong-yes", text: "Sharp answers." })).status).toBe(201);
    const before = await routes.views.applicationView(engineering, reviewer(grace, ["engineering"]));
    expect(before?.scorecards).toEqual({ own: undefined, others: [], hiddenCount: 1 });
    expect(JSON.stringify(before?.history)).not.toContain("Sharp answers.");
    expect(before?.history.at(-1)).toMatchObject({ author: ADMIN, hiddenScore: true, text: "" });

    const token = await sessionOf(grace, { role: "hiring", scopes: ["engineering"] });
    expect((await scorePost(token, engineering, { rating: "no", text: "Thin on testing." })).status).toBe(201);
    const after = await routes.views.applicationView(engineering, reviewer(grace, ["engineering"]));
    expect(after?.scorecards.own).toMatchObject({ author: grace, rating: "no", text: "Thin on testing." });
    expect(after?.scorecards.others).toEqual([expect.objectContaining({ author: ADMIN, rating: "strong-yes", text: "Sharp answers." })]);
    expect(after?.history.slice(-2).map((entry) => [entry.author, entry.score])).toEqual([
      [ADMIN, "strong-yes"],
      [grace, "no"],
    ]);
    const admin = await routes.views.applicationView(engineering, reviewer(ADMIN, "all"));
    expect(admin?.scorecards.others.map((card) => card.author)).toEqual([grace]);
  });

  it("answers another department's application as one that does not exist, refuses other roles and sites, and stores nothing", async () => {
    const notes = () => sqliteDocuments(routes.config.config().sqlitePath, "applicationNotes").length;
    const before = notes();
    const design = await sessionOf("hiring-design@lexor.example", { role: "hiring", scopes: ["design"] });
    const [foreign, missing] = [await scorePost(design, engineering, { rating: "yes" }), await scorePost(design, `${Date.now()}-0123abcd`, { rating: "yes" })];
    expect([foreign.status, await foreign.text()]).toEqual([404, await missing.text()]);
    expect((await scorePost(await sessionOf("editor@lexor.example", { role: "editor", scopes: [] }), engineering, { rating: "yes" })).status).toBe(403);
    expect((await scorePost(await sessionOf(ADMIN), engineering, { rating: "yes" }, "https://evil.example")).status).toBe(403);
    expect((await scorePost(await sessionOf(ADMIN), engineering, { rating: "maybe" })).status).toBe(400);
    expect(notes()).toBe(before);
  });
});
