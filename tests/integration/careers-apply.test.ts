import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { docxBytes, pdfBytes } from "@/tests/support/careers-fixtures";
import { startSmtpServer, type TestSmtpServer } from "@/tests/support/smtp-server";

// The rules run against the real embedded adapters (SQLite, files folder) and a real SMTP server.
let smtp: TestSmtpServer;
let dataDir: string;
let uploadRoute: typeof import("@/app/api/resumes/route");
let careers: typeof import("@/lib/careers/submit-application");
let tokens: typeof import("@/lib/careers/upload-token");
let deps: {
  documents: typeof import("@/lib/documents").documents;
  fileStore: typeof import("@/lib/files").fileStore;
  retryQueuedMail: typeof import("@/lib/mail/delivery").retryQueuedMail;
  mailer: typeof import("@/lib/mail").mailer;
  signingSecret: () => string;
};

let ipCounter = 0;
/** Each test its own client address, so rate limits do not leak between tests. */
const nextIp = () => `10.0.0.${++ipCounter}`;

beforeAll(async () => {
  // One request log line per call is the handler's job; here it would only bury the results.
  vi.spyOn(console, "info").mockImplementation(() => undefined);
  smtp = await startSmtpServer();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lexor-careers-"));
  Object.assign(process.env, {
    DATA_DIR: dataDir,
    SITE_URL: "http://127.0.0.1:4999",
    SMTP_URL: smtp.url,
    FILE_SIGNING_SECRET: "integration-signing-secret-0123456789abcdef",
    HIRING_TEAM_EMAIL: "hiring@lexor.example",
    RATE_LIMIT_SCALE: "1",
  });
  uploadRoute = await import("@/app/api/resumes/route");
  careers = await import("@/lib/careers/submit-application");
  tokens = await import("@/lib/careers/upload-token");
  const { config } = await import("@/lib/config");
  const { signingSecret } = await import("@/lib/files/signing");
  deps = {
    documents: (await import("@/lib/documents")).documents,
    fileStore: (await import("@/lib/files")).fileStore,
    retryQueuedMail: (await import("@/lib/mail/delivery")).retryQueuedMail,
    mailer: (await import("@/lib/mail")).mailer,
    signingSecret: () => signingSecret(config()),
  };
});

afterAll(async () => {
  await deps?.mailer().close();
  await (await deps?.documents())?.close();
  await smtp?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function upload(file: Buffer, name: string, departmentId: string, ip = nextIp()) {
  const form = new FormData();
  form.append("departmentId", departmentId);
  form.append("file", new File([new Uint8Array(file)], name));
  const response = await uploadRoute.POST(
    new Request("http://127.0.0.1/api/resumes", { method: "POST", body: form, headers: { "x-forwarded-for": ip } }),
  );
  return { status: response.status, body: (await response.json()) as { token?: string; error?: string } };
}

function applicationRequest(body: Record<string, unknown>) {
  return new Request("http://127.0.0.1/api/applications", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
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

async function statusOf(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
    return 201;
  } catch (error) {
    return (error as { status?: number }).status ?? 500;
  }
}

describe("apply flow on the embedded adapters", () => {
  it("stores the application and its résumé, then emails the applicant and the hiring team", async () => {
    const bytes = docxBytes("grace-cv-integration");
    const uploaded = await upload(bytes, "Grace CV.docx", "data-ai");
    expect(uploaded.status).toBe(201);
    const token = uploaded.body.token ?? "";

    const result = await careers.submitApplication(applicationRequest(applicant("grace@example.com", token)));
    expect(result.emailsDelivered).toBe(true);

    const stored = await (await deps.documents()).getApplication(result.id);
    expect(stored).toMatchObject({ name: "Grace Hopper", departmentId: "data-ai", status: "pending", techStack: "Python, dbt, Spark" });
    expect(stored?.resumeURL).toMatch(/^resumes\/\d+-[0-9a-f]{8}\.docx$/);
    const file = await deps.fileStore().get(stored?.resumeURL ?? "");
    expect(Buffer.from(file?.bytes ?? []).equals(bytes)).toBe(true);
    expect(file?.contentType).toBe("application/vnd.openxmlformats-officedocument.wordprocessingml.document");

    const confirmation = await smtp.waitFor((mail) => mail.envelope.to.includes("grace@example.com"));
    expect(confirmation.parsed.text).toContain("Data Engineer position in our Data & AI team");
    const notification = await smtp.waitFor(
      (mail) => mail.envelope.to.includes("hiring@lexor.example") && (mail.parsed.text ?? "").includes(result.id),
    );
    expect(notification.parsed.text).toContain("Python, dbt, Spark");
    expect(notification.parsed.text).toMatch(/http:\/\/127\.0\.0\.1:4999\/api\/files\/resumes\/.+\?expires=\d+&signature=/);
  });

  it("keeps emails that fail in the queue and sends them on retry", async () => {
    const uploaded = await upload(pdfBytes("outage"), "cv.pdf", "data-ai");
    await smtp.stop();
    let result: { id: string; emailsDelivered: boolean };
    try {
      result = await careers.submitApplication(applicationRequest(applicant("outage@example.com", uploaded.body.token ?? "")));
    } finally {
      await smtp.start();
    }
    expect(result.emailsDelivered).toBe(false);
    expect(await (await deps.documents()).getApplication(result.id)).toMatchObject({ email: "outage@example.com" });
    expect(smtp.messages.some((mail) => mail.envelope.to.includes("outage@example.com"))).toBe(false);

    const report = await deps.retryQueuedMail();
    expect(report).toEqual({ sent: 2, failed: 0 });
    await smtp.waitFor((mail) => mail.envelope.to.includes("outage@example.com"));
    await smtp.waitFor((mail) => (mail.parsed.text ?? "").includes(result.id));
  });

  it("lets only one of two simultaneous applications use a résumé", async () => {
    const uploaded = await upload(pdfBytes("race"), "cv.pdf", "data-ai");
    const token = uploaded.body.token ?? "";
    const statuses = await Promise.all(
      ["race-a@example.com", "race-b@example.com"].map((email) =>
        statusOf(careers.submitApplication(applicationRequest(applicant(email, token)))),
      ),
    );
    expect(statuses.sort()).toEqual([201, 409]);
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
      await expect(careers.submitApplication(applicationRequest(applicant("tokens@example.com", token)))).rejects.toMatchObject({
        status: 400,
        details: { fields: { resumeToken: message } },
      });
    }
  });

  it("refuses uploads and applications for a department that is not hiring", async () => {
    const uploaded = await upload(pdfBytes("design"), "cv.pdf", "design");
    expect(uploaded.status).toBe(400);
    const valid = await upload(pdfBytes("design-2"), "cv.pdf", "data-ai");
    await expect(
      careers.submitApplication(
        applicationRequest({ ...applicant("design@example.com", valid.body.token ?? ""), departmentId: "design", role: "Design Systems Lead" }),
      ),
    ).rejects.toMatchObject({ status: 400, details: { fields: { departmentId: "This department is not accepting applications." } } });
  });

  it("refuses an upload over 10 MB even when it does not declare its length", async () => {
    const chunk = new Uint8Array(1024 * 1024);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(new TextEncoder().encode('--x\r\nContent-Disposition: form-data; name="file"; filename="cv.pdf"\r\n\r\n%PDF-'));
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
