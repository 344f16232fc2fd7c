import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getApplication } from "@/lib/features/careers/applications";
import type { DocumentStore, OutboxMail } from "@/lib/ports/documents/port";
import { docxBytes, pdfBytes } from "@/tests/support/careers-fixtures";
import { sqliteDocuments } from "@/tests/support/documents";
import { startSmtpServer, type TestSmtpServer } from "@/tests/support/smtp-server";

// The routes and rules run against the real embedded adapters (SQLite, files folder), a real SMTP
// server and the outbox's delivery worker, started in this process as a server process starts it.
let smtp: TestSmtpServer;
let dataDir: string;
let uploadRoute: typeof import("@/app/api/resumes/route");
let applicationsRoute: typeof import("@/app/api/applications/route");
let careers: typeof import("@/lib/features/careers/submit-application");
let tokens: typeof import("@/lib/features/careers/upload-token");
let deps: {
  documents: () => Promise<DocumentStore>;
  fileStore: typeof import("@/lib/ports/files").fileStore;
  mailer: typeof import("@/lib/ports/mail").mailer;
  signingSecret: () => string;
  worker: (clock?: () => Date) => import("@/lib/services/mail-delivery/worker").DeliveryWorker;
  sqlitePath: string;
};

let ipCounter = 0;
/** Each test its own client address, so rate limits do not leak between tests. */
const nextIp = () => `10.0.0.${++ipCounter}`;

beforeAll(async () => {
  // One request log line per call is the handler's job; here it would only bury the results.
  vi.spyOn(console, "log").mockImplementation(() => undefined);
  smtp = await startSmtpServer();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lexor-careers-"));
  Object.assign(process.env, {
    DATA_DIR: dataDir,
    SITE_URL: "http://127.0.0.1:4999",
    SMTP_URL: smtp.url,
    FILE_SIGNING_SECRET: "integration-signing-secret-0123456789abcdef",
    HIRING_TEAM_EMAIL: "hiring@lexor.example",
    MAIL_FROM: "Lexor <no-reply@lexor.example>",
    RATE_LIMIT_SCALE: "1",
  });
  uploadRoute = await import("@/app/api/resumes/route");
  applicationsRoute = await import("@/app/api/applications/route");
  careers = await import("@/lib/features/careers/submit-application");
  tokens = await import("@/lib/features/careers/upload-token");
  const { config } = await import("@/lib/primitives/config");
  const { signingSecret } = await import("@/lib/primitives/security/signing-secret");
  const { createDeliveryWorker, deliveryTimings } = await import("@/lib/services/mail-delivery/worker");
  const { signFileLink } = await import("@/lib/services/mail-delivery/runtime");
  const { documents } = await import("@/lib/features/content/store");
  const { mailer } = await import("@/lib/ports/mail");
  const settings = config();
  deps = {
    documents,
    fileStore: (await import("@/lib/ports/files")).fileStore,
    mailer,
    signingSecret: () => signingSecret(settings),
    worker: (clock) =>
      createDeliveryWorker({
        store: documents,
        mailer,
        maxAttempts: settings.MAIL_MAX_ATTEMPTS,
        retryBaseMs: settings.MAIL_RETRY_BASE_MS,
        clock,
        signLink: signFileLink,
        ...deliveryTimings(settings),
      }),
    sqlitePath: settings.sqlitePath,
  };
});

afterAll(async () => {
  await deps?.mailer().close();
  await (await deps?.documents())?.close();
  await smtp?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/**
 * A form as the bytes a browser sends. A FormData body is produced by undici while it is read, and on
 * Node 24 a refusal that stops reading it early leaves undici enqueueing into the closed stream.
 */
const asBytes = async (form: FormData): Promise<Blob> => new Response(form).blob();

async function upload(file: Buffer, name: string, departmentId: string, ip = nextIp()) {
  const form = new FormData();
  form.append("departmentId", departmentId);
  form.append("file", new File([new Uint8Array(file)], name));
  const response = await uploadRoute.POST(
    new Request("http://127.0.0.1/api/resumes", { method: "POST", body: await asBytes(form), headers: { "x-forwarded-for": ip } }),
  );
  return { status: response.status, body: (await response.json()) as { token?: string; error?: string } };
}

type ApplyAnswer = { id: string; emailDelayed: boolean; error?: string; details?: { fields?: Record<string, string> } };

async function apply(body: Record<string, unknown>): Promise<{ status: number; body: ApplyAnswer }> {
  const response = await applicationsRoute.POST(
    new Request("http://127.0.0.1/api/applications", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": nextIp() },
      body: JSON.stringify(body),
    }),
  );
  return { status: response.status, body: (await response.json()) as ApplyAnswer };
}

const applicant = (email: string, resumeToken: string) => ({
  departmentId: "data-ai",
  role: "Data Engineer",
  name: "Grace Hopper",
  email,
  phone: "+1 555 0100",
  techStack: "Python, dbt, Spark",
  resumeToken,
});

/** The outbox messages an application caused. */
const outboxOf = (applicationId: string) =>
  sqliteDocuments<OutboxMail>(deps.sqlitePath, "mailOutbox").filter((entry) => entry.data.source.id === applicationId);

describe("apply flow on the embedded adapters", () => {
  it("stores the application, its résumé and both emails together; the worker sends each email once", async () => {
    const bytes = docxBytes("grace-cv-integration");
    const uploaded = await upload(bytes, "Grace CV.docx", "data-ai");
    expect(uploaded.status).toBe(201);
    const token = uploaded.body.token ?? "";

    const answer = await apply(applicant("grace@example.com", token));
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ id: expect.stringMatching(/^\d{13}-[0-9a-f]{8}$/), emailDelayed: false });
    const { id } = answer.body;

    const stored = await getApplication(await deps.documents(), id);
    expect(stored).toMatchObject({ name: "Grace Hopper", departmentId: "data-ai", status: "pending", techStack: "Python, dbt, Spark" });
    expect(stored?.resumeURL).toMatch(/^resumes\/\d+-[0-9a-f]{8}\.docx$/);
    const file = await deps.fileStore().get(stored?.resumeURL ?? "");
    expect(Buffer.from(file?.bytes ?? []).equals(bytes)).toBe(true);
    expect(file?.contentType).toBe("application/vnd.openxmlformats-officedocument.wordprocessingml.document");

    // Nothing is sent inside the request: both emails wait in the outbox.
    const queued = outboxOf(id);
    expect(queued.map((entry) => [entry.data.kind, entry.data.status]).sort()).toEqual([
      ["application-confirmation", "pending"],
      ["application-notification", "pending"],
    ]);
    expect(smtp.messages.some((mail) => mail.envelope.to.includes("grace@example.com"))).toBe(false);

    expect(await deps.worker().drainOnce()).toMatchObject({ sent: 2, retrying: 0, dead: 0 });
    expect(await deps.worker().drainOnce()).toMatchObject({ sent: 0 });
    const confirmation = await smtp.waitFor((mail) => mail.envelope.to.includes("grace@example.com"));
    expect(confirmation.parsed.text).toContain("Data Engineer position in our Data & AI team");
    const notification = await smtp.waitFor((mail) => mail.envelope.to.includes("hiring@lexor.example") && (mail.parsed.text ?? "").includes(id));
    expect(notification.parsed.text).toContain("Python, dbt, Spark");
    expect(notification.parsed.text).toMatch(/http:\/\/127\.0\.0\.1:4999\/api\/files\/resumes\/.+\?expires=\d+&signature=/);
    const messageIds = queued.map((entry) => `<${entry.id}@lexor.example>`).sort();
    expect([confirmation.parsed.messageId, notification.parsed.messageId].sort()).toEqual(messageIds);
    expect(smtp.messages.filter((mail) => messageIds.includes(mail.parsed.messageId ?? ""))).toHaveLength(2);
    expect(outboxOf(id).map((entry) => entry.data.status)).toEqual(["sent", "sent"]);
  });

  it("accepts an application while the mail server is down, backs off, and delivers once it is back", async () => {
    const uploaded = await upload(pdfBytes("outage"), "cv.pdf", "data-ai");
    let now = new Date();
    const worker = deps.worker(() => now);
    await smtp.stop();
    let answer: Awaited<ReturnType<typeof apply>>;
    try {
      answer = await apply(applicant("outage@example.com", uploaded.body.token ?? ""));
      expect(answer.status).toBe(201);
      now = new Date();
      expect(await worker.drainOnce()).toMatchObject({ sent: 0, retrying: 2 });
    } finally {
      await smtp.start();
    }
    expect(worker.failing()).toBe(true);
    expect(await getApplication(await deps.documents(), answer.body.id)).toMatchObject({ email: "outage@example.com" });
    const waiting = outboxOf(answer.body.id);
    expect(waiting.map((entry) => entry.data)).toEqual([
      expect.objectContaining({ status: "retrying", attempts: 1, lastError: expect.stringMatching(/ECONNREFUSED/) }),
      expect.objectContaining({ status: "retrying", attempts: 1 }),
    ]);
    expect(smtp.messages.some((mail) => mail.envelope.to.includes("outage@example.com"))).toBe(false);

    // Not due yet: the worker waits out the backoff even though the server is back.
    expect(await worker.drainOnce()).toMatchObject({ sent: 0 });
    now = new Date(now.getTime() + 60 * 60 * 1000);
    expect(await worker.drainOnce()).toMatchObject({ sent: 2 });
    expect(worker.failing()).toBe(false);
    await smtp.waitFor((mail) => mail.envelope.to.includes("outage@example.com"));
    await smtp.waitFor((mail) => (mail.parsed.text ?? "").includes(answer.body.id));
  });

  it("lets only one of two simultaneous applications use a résumé, and queues only the winner's emails", async () => {
    const uploaded = await upload(pdfBytes("race"), "cv.pdf", "data-ai");
    const token = uploaded.body.token ?? "";
    const before = sqliteDocuments(deps.sqlitePath, "mailOutbox").length;
    const answers = await Promise.all(["race-a@example.com", "race-b@example.com"].map((email) => apply(applicant(email, token))));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const winner = answers.find((answer) => answer.status === 201);
    expect(sqliteDocuments(deps.sqlitePath, "mailOutbox").length - before).toBe(2);
    expect(outboxOf(winner?.body.id ?? "")).toHaveLength(2);
  });

  it("refuses expired tokens, tokens for another department and tokens naming no stored file", async () => {
    const secret = deps.signingSecret();
    const uploaded = await upload(pdfBytes("tokens"), "cv.pdf", "engineering");
    const engineeringToken = uploaded.body.token ?? "";
    const claim = tokens.verifyUploadToken(secret, engineeringToken);
    if (!claim.ok) throw new Error("fresh token did not verify");

    const expired = tokens.createUploadToken(secret, { ...claim.claim, departmentId: "data-ai", expiresAt: 1 });
    const missingFile = tokens.createUploadToken(secret, {
      ...claim.claim,
      key: "resumes/1-deadbeef.pdf",
      departmentId: "data-ai",
    });
    for (const [token, message] of [
      [expired, careers.RESUME_EXPIRED_MESSAGE],
      [engineeringToken, careers.RESUME_REUPLOAD_MESSAGE],
      [missingFile, careers.RESUME_REUPLOAD_MESSAGE],
    ] as const) {
      const answer = await apply(applicant("tokens@example.com", token));
      expect(answer.status).toBe(400);
      expect(answer.body.details?.fields?.resumeToken).toBe(message);
    }
  });

  it("refuses a filled honeypot, control characters in header fields and addresses that are not one mailbox, storing nothing", async () => {
    const applicationsBefore = sqliteDocuments(deps.sqlitePath, "applications").length;
    const outboxBefore = sqliteDocuments(deps.sqlitePath, "mailOutbox").length;
    const uploaded = await upload(pdfBytes("hostile"), "cv.pdf", "data-ai");
    const base = applicant("hostile@example.com", uploaded.body.token ?? "");
    const honeypot = await apply({ ...base, website: "https://spam.example" });
    expect(honeypot).toEqual({ status: 400, body: { error: "Your request could not be accepted." } });
    for (const [field, value] of [
      ["name", "Grace\u0000Hopper"],
      ["name", "Grace\u202EHopper"],
      ["role", "Data Engineer\u2028"],
      ["email", "a,victim@example.org"],
      ["email", "b<victim@example.org>"],
      ["email", "Grace <grace@example.com>"],
    ] as const) {
      const answer = await apply({ ...base, [field]: value });
      expect(answer.status, `${field}: ${JSON.stringify(value)}`).toBe(400);
      expect(Object.keys(answer.body.details?.fields ?? {})).toEqual([field]);
    }
    expect(sqliteDocuments(deps.sqlitePath, "applications")).toHaveLength(applicationsBefore);
    expect(sqliteDocuments(deps.sqlitePath, "mailOutbox")).toHaveLength(outboxBefore);
  });

  it("refuses uploads and applications for a department that is not hiring", async () => {
    const uploaded = await upload(pdfBytes("design"), "cv.pdf", "design");
    expect(uploaded.status).toBe(400);
    const valid = await upload(pdfBytes("design-2"), "cv.pdf", "data-ai");
    const answer = await apply({ ...applicant("design@example.com", valid.body.token ?? ""), departmentId: "design", role: "Design Systems Lead" });
    expect(answer.status).toBe(400);
    expect(answer.body.details?.fields?.departmentId).toBe("This department is not accepting applications.");
  });

  it("refuses an upload over 10 MB even when it does not declare its length, storing nothing", async () => {
    const resumesBefore = fs.readdirSync(path.join(dataDir, "files", "resumes")).length;
    const chunk = new Uint8Array(1024 * 1024);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) {
          controller.enqueue(
            new TextEncoder().encode(
              '--x\r\nContent-Disposition: form-data; name="departmentId"\r\n\r\nengineering\r\n--x\r\nContent-Disposition: form-data; name="file"; filename="cv.pdf"\r\n\r\n%PDF-',
            ),
          );
        }
        if (sent >= 12) controller.close();
        else controller.enqueue(chunk);
        sent += 1;
      },
    });
    const response = await uploadRoute.POST(
      new Request("http://127.0.0.1/api/resumes", {
        method: "POST",
        body,
        headers: { "content-type": "multipart/form-data; boundary=x", "x-forwarded-for": nextIp() },
        duplex: "half",
      } as RequestInit),
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: "Your résumé is larger than 10 MB. Please upload a smaller file." });
    expect(sent).toBeLessThan(13);
    expect(fs.readdirSync(path.join(dataDir, "files", "resumes"))).toHaveLength(resumesBefore);
  });

  it("stores nothing for a file sent before its department, with an unknown field after it, or for a department that is not hiring", async () => {
    const resumesBefore = fs.readdirSync(path.join(dataDir, "files", "resumes")).length;
    const form = new FormData();
    form.append("file", new File([new Uint8Array(pdfBytes("first"))], "cv.pdf", { type: "application/pdf" }));
    form.append("departmentId", "engineering");
    const fileFirst = await uploadRoute.POST(
      new Request("http://127.0.0.1/api/resumes", { method: "POST", body: await asBytes(form), headers: { "x-forwarded-for": nextIp() } }),
    );
    expect(fileFirst.status).toBe(400);
    const extra = new FormData();
    extra.append("departmentId", "engineering");
    extra.append("file", new File([new Uint8Array(pdfBytes("extra"))], "cv.pdf", { type: "application/pdf" }));
    extra.append("isAdmin", "true");
    const fieldAfter = await uploadRoute.POST(
      new Request("http://127.0.0.1/api/resumes", { method: "POST", body: await asBytes(extra), headers: { "x-forwarded-for": nextIp() } }),
    );
    expect(fieldAfter.status).toBe(400);
    expect((await upload(pdfBytes("closed"), "cv.pdf", "design")).status).toBe(400);
    expect(fs.readdirSync(path.join(dataDir, "files", "resumes"))).toHaveLength(resumesBefore);
  });

  it("rate-limits uploads per client address", async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      statuses.push((await upload(pdfBytes(`limit-${attempt}`), "cv.pdf", "data-ai", ip)).status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect((await upload(pdfBytes("other-client"), "cv.pdf", "data-ai")).status).toBe(201);
  });
});
