import { type APIRequestContext, type APIResponse, expect, test } from "@playwright/test";
import { docBytes, EXE_BYTES, PNG_BYTES, pdfBytes, plainZipBytes } from "@/tests/support/careers-fixtures";
import { applicationCount, storedResumeCount, uniqueEmail } from "./support/careers";
import { ANY_VIEWPORT } from "./support/viewports";

// Bad input over real HTTP: each answer is a 4xx JSON error and nothing is stored. The counts are
// exact because this spec runs in the serial projects (playwright.config.ts), one test at a time,
// never beside another test that stores résumés or applications.
test.describe.configure({ mode: "serial", timeout: 120_000 });

async function expectJsonError(response: APIResponse, status: number, message?: RegExp) {
  expect(response.status()).toBe(status);
  expect(response.headers()["content-type"]).toMatch(/^application\/json/);
  const body = (await response.json()) as { error?: string; details?: { fields?: Record<string, string> } };
  expect(typeof body.error).toBe("string");
  if (message) expect(body.error).toMatch(message);
  return body;
}

function uploadResume(request: APIRequestContext, name: string, buffer: Buffer, departmentId = "engineering") {
  return request.post("/api/resumes", {
    multipart: { departmentId, file: { name, mimeType: "application/octet-stream", buffer } },
  });
}

async function validToken(request: APIRequestContext, departmentId = "engineering"): Promise<string> {
  const response = await uploadResume(request, "cv.pdf", pdfBytes(`token-${Date.now()}`), departmentId);
  expect(response.status()).toBe(201);
  const body = (await response.json()) as { token: string };
  expect(Object.keys(body).sort()).toEqual(["fileType", "token"]);
  expect(body.token).not.toMatch(/https?:|\/api\/files/);
  return body.token;
}

test("résumé uploads that are not what they say, too big, or badly formed store nothing", ANY_VIEWPORT, async ({ request }) => {
  const before = storedResumeCount();
  const cases: Array<[string, Promise<APIResponse>, number, RegExp]> = [
    ["a .pdf that is a PNG", uploadResume(request, "cv.pdf", PNG_BYTES), 415, /not a real \.pdf/],
    ["a .pdf that is an executable", uploadResume(request, "cv.pdf", EXE_BYTES), 415, /not a real \.pdf/],
    ["a .docx that is another ZIP", uploadResume(request, "cv.docx", plainZipBytes()), 415, /not a real \.docx/],
    ["a .docx that is an old .doc", uploadResume(request, "cv.docx", docBytes("x")), 415, /not a real \.docx/],
    ["an .exe", uploadResume(request, "setup.exe", EXE_BYTES), 415, /PDF, DOC or DOCX/],
    ["an empty file", uploadResume(request, "cv.pdf", Buffer.alloc(0)), 400, /choose a résumé/],
    ["an unknown department", uploadResume(request, "cv.pdf", pdfBytes("x"), "no-such-team"), 400, /not accepting/],
    [
      "an unknown field",
      request.post("/api/resumes", {
        multipart: { departmentId: "engineering", admin: "true", file: { name: "cv.pdf", mimeType: "application/pdf", buffer: pdfBytes("x") } },
      }),
      400,
      /missing or invalid/,
    ],
    ["JSON instead of a form", request.post("/api/resumes", { data: { file: "x" } }), 415, /multipart/],
    [
      "a broken multipart body",
      request.post("/api/resumes", {
        headers: { "content-type": "multipart/form-data; boundary=abc" },
        data: Buffer.from("--abc\r\nnot a part"),
      }),
      400,
      /not a valid multipart/,
    ],
  ];
  for (const [label, pending, status, message] of cases) {
    await test.step(label, async () => {
      await expectJsonError(await pending, status, message);
    });
  }
  // The server answers 413 on the declared length and closes the connection without reading the
  // body (server.mjs), so the client sees the answer or, when the close overtakes it while the body
  // is still being written, a reset. Either is a refusal; the message itself is checked in-process
  // by tests/integration/careers-apply.test.ts.
  await test.step("11 MB", async () => {
    const answer = await uploadResume(request, "big.pdf", pdfBytes("big", 11 * 1024 * 1024)).catch((error: unknown) => error);
    if (answer instanceof Error) expect(answer.message).toMatch(/\b(EPIPE|ECONNRESET)\b/);
    else await expectJsonError(answer as APIResponse, 413, /larger than 10 MB/);
  });
  expect(storedResumeCount()).toBe(before);
});

test("applications with bad input are refused and store nothing", ANY_VIEWPORT, async ({ request }) => {
  const token = await validToken(request);
  const dataToken = await validToken(request, "data-ai");
  const before = await applicationCount();
  const email = uniqueEmail("bad-input");
  const good = {
    departmentId: "engineering",
    role: "Security Engineer",
    name: "Alan Turing",
    email,
    phone: "+44 161 555 0100",
    github: "https://github.com/alan",
    resumeToken: token,
  };
  const [payload, signature] = token.split(".");
  const forgedPayload = Buffer.from(JSON.stringify({ k: "resumes/1-00000000.pdf", d: "engineering", e: Math.floor(Date.now() / 1000) + 3600 })).toString(
    "base64url",
  );
  const post = (data: unknown) => request.post("/api/applications", { data: data as Record<string, unknown> });
  const { github: _github, ...withoutGithub } = good;
  const { name: _name, phone: _phone, ...withoutNameAndPhone } = good;
  const { resumeToken: _token, ...withoutToken } = good;

  const cases: Array<[string, () => Promise<APIResponse>, number, string?, RegExp?]> = [
    ["a missing résumé token", () => post(withoutToken), 400, "resumeToken", /Please upload your resume before submitting\./],
    ["a forged token", () => post({ ...good, resumeToken: `${forgedPayload}.${signature}` }), 400, "resumeToken", /could not be verified/],
    ["a made-up token", () => post({ ...good, resumeToken: "not-a-token" }), 400, "resumeToken", /could not be verified/],
    ["a token for another department", () => post({ ...good, resumeToken: dataToken }), 400, "resumeToken", /could not be verified/],
    ["a token with a changed payload", () => post({ ...good, resumeToken: `${payload}x.${signature}` }), 400, "resumeToken"],
    ["missing name and phone", () => post(withoutNameAndPhone), 400, "name", /Full Name is required\./],
    ["GitHub required but missing", () => post(withoutGithub), 400, "github", /GitHub Profile is required\./],
    ["a GitHub URL that is not a URL", () => post({ ...good, github: "github.com/alan" }), 400, "github", /valid URL/],
    ["a GitHub javascript: URL", () => post({ ...good, github: "javascript:alert(1)" }), 400, "github", /valid URL/],
    ["an unknown department", () => post({ ...good, departmentId: "no-such-team" }), 400, "departmentId", /does not exist/],
    ["a department not hiring", () => post({ ...good, departmentId: "design", role: "Design Systems Lead" }), 400, "departmentId"],
    ["an unknown role", () => post({ ...good, role: "Chief Vibes Officer" }), 400, "role", /open roles/],
    ["another department's role", () => post({ ...good, role: "Data Engineer" }), 400, "role"],
    ["header injection in the name", () => post({ ...good, name: "Alan\r\nBcc: victim@example.com" }), 400, "name", /must not contain control characters/],
    ["header injection in the email", () => post({ ...good, email: `${email}\r\nBcc: victim@example.com` }), 400, "email"],
    ["a filled honeypot", () => post({ ...good, website: "https://spam.example" }), 400],
    ["an unknown field", () => post({ ...good, salaryExpectation: 1 }), 400, "body", /Unknown field/],
    ["a wrong type", () => post({ ...good, phone: 442071234567 }), 400, "phone"],
    [
      "malformed JSON",
      () => request.post("/api/applications", { headers: { "content-type": "application/json" }, data: Buffer.from('{"name": "Alan",') }),
      400,
      undefined,
      /not valid JSON/,
    ],
    ["form encoding instead of JSON", () => request.post("/api/applications", { form: { name: "Alan" } }), 415],
    ["a body over 16 KB", () => post({ ...good, techStack: "x".repeat(20_000) }), 413],
  ];
  for (const [label, send, status, field, message] of cases) {
    await test.step(label, async () => {
      const body = await expectJsonError(await send(), status, field ? undefined : message);
      if (field) {
        expect(Object.keys(body.details?.fields ?? {})).toContain(field);
        if (message) expect(body.details?.fields?.[field]).toMatch(message);
      }
    });
  }
  expect(await applicationCount()).toBe(before);

  // None of the refused requests claimed the résumé: the same token still works once, and only once.
  const accepted = await post(good);
  expect(accepted.status()).toBe(201);
  expect(await applicationCount()).toBe(before + 1);
  await test.step("a token already used by another application", async () => {
    const body = await expectJsonError(await post({ ...good, email: uniqueEmail("second") }), 409);
    expect(body.details?.fields?.resumeToken).toMatch(/already sent with another application/);
  });
  expect(await applicationCount()).toBe(before + 1);
});
