// The bad-input corpus: requests every handler must answer with a 4xx and nothing stored. It is
// generated from a few families (malformed JSON, wrong content types, size and nesting, wrong
// types, unknown fields, unicode and control characters, header injection, path traversal, XSS,
// forged tokens and signatures, wrong methods) crossed with each handler's own fields.
import { createPreviewToken, previewLinkPath } from "@/lib/features/blog/preview-token";
import { createUploadToken } from "@/lib/features/careers/upload-token";
import { signDownload } from "@/lib/ports/files/signing";
import type { RawRequest } from "./api";
import { multipart, RESUME_FIELD, SAMPLE_PDF } from "./api";

export interface BadRequest extends RawRequest {
  name: string;
}

export interface Handler {
  /** The route as it is named in reports. */
  label: string;
  /** A request that must reach the handler (any JSON answer but a redirect or HTML 404). */
  probe: { method: "GET" | "POST"; path: string; body?: string };
  requests: BadRequest[];
}

export interface CorpusInputs {
  slug: string;
  department: { id: string; roles: string[] };
  /** Résumé tokens uploaded for this corpus, one per application request that needs a valid one. */
  resumeToken: () => string;
  revalidationSecret: string;
  fileSigningSecret: string;
  /** A key the file store holds, for signature forgeries against a real file. */
  storedFileKey: string;
}

const JSON_TYPE = { "content-type": "application/json" };

/** Deep nesting that stays under the 16 KB body limit, so the parser (not the size check) meets it. */
const nested = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;
const nestedObject = (depth: number) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;

/** Malformed, truncated and oddly typed JSON documents: wrong for every JSON handler. */
function malformedJson(valid: string): [string, string | Buffer][] {
  return [
    ["empty body", ""],
    ["whitespace only", "   \n\t "],
    ["lone brace", "{"],
    ["truncated in half", valid.slice(0, Math.floor(valid.length / 2))],
    ["truncated by one byte", valid.slice(0, -1)],
    ["single quotes", valid.replaceAll('"', "'")],
    ["trailing comma", `${valid.slice(0, -1)},}`],
    ["two documents", `${valid}${valid}`],
    ["comment inside", `/* x */${valid}`],
    ["NaN literal", '{"x": NaN}'],
    ["undefined literal", "undefined"],
    ["invalid UTF-8 bytes", Buffer.concat([Buffer.from('{"x":"'), Buffer.from([0xff, 0xfe, 0xc3]), Buffer.from('"}')])],
    ["UTF-16 encoded", Buffer.from(valid, "utf16le")],
    ["JSON null", "null"],
    ["JSON true", "true"],
    ["JSON number", "42"],
    ["JSON string", JSON.stringify(valid)],
    ["JSON array of the valid body", `[${valid}]`],
    ["empty object", "{}"],
    ["deeply nested arrays (5,000)", nested(5_000)],
    ["deeply nested objects (2,500)", nestedObject(2_500)],
    ["nested arrays past the parser's stack (100,000, oversized)", nested(100_000)],
    ["1 MB string field", JSON.stringify({ x: "a".repeat(1024 * 1024) })],
    ["5 MB body", `{"x":"${"b".repeat(5 * 1024 * 1024)}"}`],
    ["prototype pollution", `{"__proto__":{"admin":true},${valid.slice(1)}`],
    ["constructor pollution", `{"constructor":{"prototype":{"admin":true}},${valid.slice(1)}`],
    ["unknown field beside valid ones", `{"admin":true,${valid.slice(1)}`],
  ];
}

const WRONG_CONTENT_TYPES = [
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "text/html",
  "application/xml",
  "application/json-patch+json",
  "application/jsonp",
];

function jsonFamilies(path: string, valid: string, headers: Record<string, string> = {}): BadRequest[] {
  const requests: BadRequest[] = malformedJson(valid).map(([name, body]) => ({
    name,
    method: "POST",
    path,
    headers: { ...JSON_TYPE, ...headers },
    body,
  }));
  for (const type of WRONG_CONTENT_TYPES) {
    requests.push({ name: `content type ${type}`, method: "POST", path, headers: { "content-type": type, ...headers }, body: valid });
  }
  requests.push({ name: "no content type", method: "POST", path, headers, body: valid });
  requests.push({
    name: "declared length over the limit",
    method: "POST",
    path,
    headers: { ...JSON_TYPE, ...headers, "content-length": String(50 * 1024 * 1024) },
    body: valid,
    timeoutMs: 10_000,
  });
  for (const method of ["GET", "PUT", "DELETE", "PATCH"]) {
    requests.push({ name: `method ${method}`, method, path, headers });
  }
  return requests;
}

function fieldCases(path: string, base: Record<string, unknown>, cases: [string, Record<string, unknown>][], headers = {}) {
  return cases.map(
    ([name, fields]): BadRequest => ({
      name,
      method: "POST",
      path,
      headers: { ...JSON_TYPE, ...headers },
      body: JSON.stringify({ ...base, ...fields }),
    }),
  );
}

let uniqueCounter = 0;
const unique = () => `corpus-${Date.now().toString(36)}-${(uniqueCounter++).toString(36)}`;

function newsletter(): Handler {
  const path = "/api/newsletter";
  const valid = JSON.stringify({ email: `${unique()}@example.com` });
  const email = (value: unknown): Record<string, unknown> => ({ email: value });
  return {
    label: "POST /api/newsletter",
    probe: { method: "POST", path, body: "{}" },
    requests: [
      ...jsonFamilies(path, valid),
      ...fieldCases(path, {}, [
        ["email missing", {}],
        ["email a number", email(123)],
        ["email null", email(null)],
        ["email an array", email([`${unique()}@example.com`])],
        ["email an operator object", email({ $ne: null })],
        ["email empty", email("")],
        ["email without @", email("no-at-sign.example.com")],
        ["email without a dot after @", email("a@localhost")],
        ["email over 254 characters", email(`${"a".repeat(250)}@example.com`)],
        ["email with CRLF header injection", email(`${unique()}@example.com\r\nBcc: victim@example.com`)],
        ["email with LF header injection", email(`${unique()}@example.com\nSubject: spam`)],
        ["email with a space", email("ada lovelace@example.com")],
        ["email with a no-break space", email(`${unique()}\u00a0x@example.com`)],
        ["email with an ideographic space", email(`${unique()}\u3000@example.com`)],
        ["email with a line separator", email(`${unique()}\u2028@example.com`)],
        ["email with a NUL", email(`${unique()}\u0000@example.com`)],
        ["email with a bell and escape", email(`${unique()}\u0007\u001b@example.com`)],
        ["email with a DEL", email(`${unique()}\u007f@example.com`)],
        ["email an emoji only", email("📨")],
        ["email a script tag", email("<script>alert(1)</script>")],
        ["email an SVG onload", email('"><svg onload=alert(1)>')],
        ["email a path traversal", email("../../etc/passwd")],
        // Each of these once reached victim@example.org: the recipient was a string nodemailer re-parsed.
        ["email with a comma before the victim", email("a,victim@example.org")],
        ["email with an angle-bracketed victim", email("b<victim@example.org>")],
        ["email with a display name", email("Anyone <victim@example.org>")],
        ["email with a semicolon list", email("a@example.com;victim@example.org")],
        ["email with a colon group", email("group:victim@example.org;")],
        ["email with a quoted local part", email('"victim@example.org"@example.com')],
        ["email with a comment", email("victim@example.org (hi)")],
        ["email routed with %", email("victim%example.org@relay.example.com")],
        ["email routed with !", email("relay!victim@example.org")],
        ["email with an address literal", email("victim@[127.0.0.1]")],
        ["email with a bidi override", email(`${unique()}\u202e@example.com`)],
        ["email with a tab", email(`${unique()}@example.com\t`)],
        ["email local part over 64 characters", email(`${"v".repeat(65)}@example.com`)],
        ["extra field", { email: `${unique()}@example.com`, status: "active" }],
        ["extra subscribedAt", { email: `${unique()}@example.com`, subscribedAt: "1970-01-01T00:00:00Z" }],
      ]),
    ],
  };
}

function likes(slug: string): Handler {
  const path = `/api/blog/${encodeURIComponent(slug)}/like`;
  const valid = JSON.stringify({ liked: true });
  const liked = (value: unknown) => ({ liked: value });
  const traversal = (segment: string, name: string): BadRequest => ({
    name,
    method: "POST",
    path: `/api/blog/${segment}/like`,
    headers: JSON_TYPE,
    body: valid,
  });
  return {
    label: "POST /api/blog/{slug}/like",
    probe: { method: "POST", path, body: "{}" },
    requests: [
      ...jsonFamilies(path, valid),
      ...fieldCases(path, {}, [
        ["liked missing", {}],
        ["liked a string", liked("true")],
        ["liked a number", liked(1)],
        ["liked null", liked(null)],
        ["liked an array", liked([true])],
        ["liked an object", liked({ value: true })],
        ["extra likes field", { liked: true, likes: 1_000_000 }],
        ["extra visitor field", { liked: true, visitorId: "someone-else" }],
      ]),
      traversal("..%2F..%2Fetc%2Fpasswd", "slug with encoded path traversal"),
      traversal("..%5C..%5Cwindows%5Cwin.ini", "slug with encoded backslash traversal"),
      traversal("%252e%252e%252f", "slug with double-encoded traversal"),
      traversal("does-not-exist-anywhere", "unknown slug"),
      traversal(encodeURIComponent("<script>alert(1)</script>"), "slug a script tag"),
      traversal("a".repeat(3_000), "slug 3,000 characters long"),
      traversal("%00", "slug a NUL byte"),
      traversal(encodeURIComponent("😀\u202e"), "slug emoji and a right-to-left override"),
      traversal(encodeURIComponent("service-blueprints-for-security-operations"), "unpublished draft slug"),
    ],
  };
}

function views(slug: string): Handler {
  const segment = (value: string, name: string): BadRequest => ({ name, method: "POST", path: `/api/blog/${value}/view` });
  const path = `/api/blog/${encodeURIComponent(slug)}/view`;
  return {
    label: "POST /api/blog/{slug}/view",
    probe: { method: "POST", path: "/api/blog/does-not-exist-anywhere/view" },
    requests: [
      segment("does-not-exist-anywhere", "unknown slug"),
      segment("..%2F..%2Fetc%2Fpasswd", "slug with encoded path traversal"),
      segment("%252e%252e%252f", "slug with double-encoded traversal"),
      segment(encodeURIComponent("<img src=x onerror=alert(1)>"), "slug an XSS payload"),
      segment("a".repeat(3_000), "slug 3,000 characters long"),
      segment("%00", "slug a NUL byte"),
      segment(encodeURIComponent("service-blueprints-for-security-operations"), "unpublished draft slug"),
      segment(encodeURIComponent("\u0007\u001b[31m"), "slug with terminal control characters"),
      ...["GET", "PUT", "DELETE", "PATCH"].map((method): BadRequest => ({ name: `method ${method}`, method, path })),
    ],
  };
}

function resumes(inputs: CorpusInputs): Handler {
  const path = "/api/resumes";
  const upload = (name: string, parts: Parameters<typeof multipart>[0]): BadRequest => {
    const { body, contentType } = multipart(parts);
    return { name, method: "POST", path, headers: { "content-type": contentType }, body };
  };
  const department = { name: "departmentId", data: inputs.department.id };
  const file = (filename: string, data: Buffer | string, type = "application/pdf") => [department, { name: RESUME_FIELD, filename, type, data }];
  const pdfFor = (departmentId: string) => [
    { name: "departmentId", data: departmentId },
    { name: RESUME_FIELD, filename: "resume.pdf", type: "application/pdf", data: SAMPLE_PDF },
  ];
  const png = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");
  const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1]), Buffer.alloc(64)]);
  const exe = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(64)]);
  const valid = multipart(file("resume.pdf", SAMPLE_PDF));
  return {
    label: "POST /api/resumes",
    probe: { method: "POST", path, body: "{}" },
    requests: [
      upload("PNG bytes named .pdf", file("resume.pdf", png)),
      upload("ELF executable named .pdf", file("resume.pdf", elf)),
      upload("Windows executable named .docx", file("resume.docx", exe)),
      upload("HTML with a script named .pdf", file("resume.pdf", "<html><script>alert(1)</script></html>", "text/html")),
      upload("SVG with onload named .doc", file("resume.doc", '<svg onload="alert(1)"/>', "image/svg+xml")),
      upload("PDF bytes named .exe", file("resume.exe", SAMPLE_PDF)),
      upload("PDF bytes named .pdf.exe", file("resume.pdf.exe", SAMPLE_PDF)),
      upload("PDF bytes with no extension", file("resume", SAMPLE_PDF)),
      upload("random bytes named .docx", file("resume.docx", Buffer.from("PK\u0003\u0004 not really a zip"))),
      upload("empty file", file("resume.pdf", Buffer.alloc(0))),
      upload("11 MB PDF", file("resume.pdf", Buffer.concat([SAMPLE_PDF, Buffer.alloc(11 * 1024 * 1024, 0x20)]))),
      upload("no file field", [department]),
      upload("file in the wrong field", [department, { name: "attachment", filename: "resume.pdf", type: "application/pdf", data: SAMPLE_PDF }]),
      upload("a text field instead of a file", [department, { name: RESUME_FIELD, data: "not a file" }]),
      upload("no department", pdfFor("").slice(1)),
      upload("department empty", pdfFor("")),
      upload("unknown department", pdfFor("does-not-exist")),
      upload("inactive department", pdfFor("design")),
      upload("department a path traversal", pdfFor("../../etc/passwd")),
      upload("unknown field beside a valid upload", [...file("resume.pdf", SAMPLE_PDF), { name: "isAdmin", data: "true" }]),
      upload("filename a path traversal", file("../../../.data/evil.pdf", "not a pdf")),
      {
        name: "multipart without a closing boundary",
        method: "POST",
        path,
        headers: { "content-type": valid.contentType },
        body: valid.body.subarray(0, valid.body.length - 30),
      },
      {
        name: "multipart with no boundary parameter",
        method: "POST",
        path,
        headers: { "content-type": "multipart/form-data" },
        body: valid.body,
      },
      { name: "JSON instead of multipart", method: "POST", path, headers: JSON_TYPE, body: '{"resume":"%PDF-1.4"}' },
      { name: "raw PDF bytes as the body", method: "POST", path, headers: { "content-type": "application/pdf" }, body: SAMPLE_PDF },
      { name: "no content type", method: "POST", path, body: valid.body },
      ...["GET", "PUT", "DELETE"].map((method): BadRequest => ({ name: `method ${method}`, method, path })),
    ],
  };
}

function applications(inputs: CorpusInputs): Handler {
  const path = "/api/applications";
  const base = (overrides: Record<string, unknown> = {}) => ({
    departmentId: inputs.department.id,
    role: inputs.department.roles[0] ?? "",
    name: "Ada Corpus",
    email: `${unique()}@example.com`,
    phone: "+44 20 7946 0000",
    github: "https://github.com/lexor-corpus",
    techStack: "TypeScript",
    resumeToken: inputs.resumeToken(),
    ...overrides,
  });
  const without = (field: string) => {
    const body: Record<string, unknown> = base();
    delete body[field];
    return body;
  };
  const cases: [string, Record<string, unknown>][] = [
    ["name missing", without("name")],
    ["email missing", without("email")],
    ["phone missing", without("phone")],
    ["role missing", without("role")],
    ["department missing", without("departmentId")],
    ["résumé token missing", without("resumeToken")],
    ["résumé token empty", base({ resumeToken: "" })],
    ["forged résumé token (random)", base({ resumeToken: "dGhpcy1pcy1ub3QtYS1yZWFsLXRva2Vu.c2lnbmF0dXJl" })],
    ["forged résumé token (JWT with alg none)", base({ resumeToken: "eyJhbGciOiJub25lIn0.eyJrZXkiOiJyZXN1bWVzL3gucGRmIn0." })],
    ["forged résumé token (a storage key)", base({ resumeToken: "resumes/1700000000000-deadbeef.pdf" })],
    ["résumé token a path traversal", base({ resumeToken: "../../../.data/reliability/signing-secret" })],
    ["résumé token 2,001 characters", base({ resumeToken: "t".repeat(2_001) })],
    ["résumé token a number", base({ resumeToken: 12345 })],
    ["unknown department", base({ departmentId: "does-not-exist" })],
    ["department a path traversal", base({ departmentId: "../../etc/passwd" })],
    ["inactive department", base({ departmentId: "design" })],
    ["role not in the department", base({ role: "Chief Everything Officer" })],
    ["role a script tag", base({ role: "<script>alert(1)</script>" })],
    ["email invalid", base({ email: "not-an-email" })],
    ["email with CRLF header injection", base({ email: `${unique()}@example.com\r\nBcc: victim@example.com` })],
    ["name with CRLF header injection", base({ name: "Ada\r\nBcc: victim@example.com" })],
    ["name with LF header injection", base({ name: "Ada\nSubject: spam" })],
    ["role with CRLF header injection", base({ role: `${inputs.department.roles[0] ?? ""}\r\nBcc: victim@example.com` })],
    ["name 201 emoji (over the limit)", base({ name: "😀".repeat(201) })],
    ["name whitespace only", base({ name: " \t " })],
    ["phone letters", base({ phone: "call me maybe" })],
    ["phone with CRLF", base({ phone: "+44 20\r\n7946" })],
    ["github a javascript: URL", base({ github: "javascript:alert(1)" })],
    ["github a data: URL", base({ github: "data:text/html,<script>alert(1)</script>" })],
    ["github not a URL", base({ github: "octocat" })],
    ["techStack over 2,000 characters", base({ techStack: "x".repeat(2_001) })],
    ["honeypot filled", base({ website: "https://spam.example.com" })],
    ["email with a comma before the victim", base({ email: "a,victim@example.org" })],
    ["email with an angle-bracketed victim", base({ email: "b<victim@example.org>" })],
    ["email with a display name", base({ email: "Anyone <victim@example.org>" })],
    ["name with a NUL", base({ name: "Ada\u0000" })],
    ["name with an escape", base({ name: "Ada\u001b[31m" })],
    ["name with a right-to-left override", base({ name: "Ada\u202eecalevoL" })],
    ["name with a line separator", base({ name: "Ada\u2028Bcc: victim@example.org" })],
    ["role with a bidi isolate", base({ role: `${inputs.department.roles[0] ?? ""}\u2067` })],
    ["name an object", base({ name: { first: "Ada" } })],
    ["email an array", base({ email: ["a@example.com"] })],
    ["status field set", base({ status: "hired" })],
    ["resumeURL field set", base({ resumeURL: "https://evil.example.com/x.pdf" })],
    ["submittedAt field set", base({ submittedAt: "1970-01-01T00:00:00Z" })],
  ];
  return {
    label: "POST /api/applications",
    probe: { method: "POST", path, body: "{}" },
    requests: [...jsonFamilies(path, JSON.stringify(base())), ...fieldCases(path, {}, cases)],
  };
}

function revalidate(inputs: CorpusInputs): Handler {
  const path = "/api/revalidate";
  const auth = { authorization: `Bearer ${inputs.revalidationSecret}` };
  const valid = JSON.stringify({ tags: ["blog"] });
  const withAuthorization = (name: string, authorization: string | undefined): BadRequest => ({
    name,
    method: "POST",
    path,
    headers: { ...JSON_TYPE, ...(authorization === undefined ? {} : { authorization }) },
    body: valid,
  });
  return {
    label: "POST /api/revalidate",
    probe: { method: "POST", path, body: "{}" },
    requests: [
      withAuthorization("no authorization", undefined),
      withAuthorization("empty authorization", ""),
      withAuthorization("Bearer with no secret", "Bearer "),
      withAuthorization("wrong secret", "Bearer wrong-secret-wrong-secret"),
      withAuthorization("secret with a suffix", `Bearer ${inputs.revalidationSecret}x`),
      withAuthorization("secret prefix only", `Bearer ${inputs.revalidationSecret.slice(0, -1)}`),
      withAuthorization("lowercase scheme", `bearer ${inputs.revalidationSecret}`),
      withAuthorization("Basic scheme", `Basic ${Buffer.from(`staff:${inputs.revalidationSecret}`).toString("base64")}`),
      // HTTP header values are Latin-1, so the look-alikes are accented Latin letters.
      withAuthorization("secret with look-alike letters", `Bearer ${inputs.revalidationSecret.replaceAll("e", "é")}`),
      ...jsonFamilies(path, valid, auth),
      ...fieldCases(
        path,
        {},
        [
          ["unknown tag", { tags: ["everything"] }],
          ["no tags", { tags: [] }],
          ["tags a string", { tags: "blog" }],
          ["too many tags", { tags: ["blog", "departments", "brands", "blog"] }],
          ["path traversal in paths", { tags: ["blog"], paths: ["/blog/../../etc/passwd"] }],
          ["absolute URL in paths", { tags: ["blog"], paths: ["https://evil.example.com/"] }],
          ["path with a script tag", { tags: ["blog"], paths: ["/blog/<script>"] }],
          ["path with CRLF", { tags: ["blog"], paths: ["/blog\r\nX-Injected: 1"] }],
          ["51 paths", { tags: ["blog"], paths: Array.from({ length: 51 }, (_, index) => `/p${index}`) }],
          ["unknown collection", { collection: "users", id: "x" }],
          ["document id with a slash", { collection: "blogs", id: "a/b" }],
          ["document id empty", { collection: "blogs", id: "" }],
          ["both forms at once", { tags: ["blog"], collection: "blogs", id: "x" }],
        ],
        auth,
      ),
    ],
  };
}

function files(inputs: CorpusInputs): Handler {
  const key = inputs.storedFileKey;
  const encodedKey = key.split("/").map(encodeURIComponent).join("/");
  const future = Math.floor(Date.now() / 1000) + 3_600;
  const good = signDownload(inputs.fileSigningSecret, key, future);
  const get = (name: string, path: string): BadRequest => ({ name, method: "GET", path });
  const signed = (expires: string | number, signature: string, filePath = encodedKey) =>
    `/api/files/${filePath}?expires=${encodeURIComponent(String(expires))}&signature=${encodeURIComponent(signature)}`;
  const flip = (value: string) => `${value.slice(0, -1)}${value.endsWith("A") ? "B" : "A"}`;
  return {
    label: "GET /api/files/…",
    probe: { method: "GET", path: signed(future, "x") },
    requests: [
      get("no signature", `/api/files/${encodedKey}`),
      get("signature with one character changed", signed(future, flip(good))),
      get("signature of another key", signed(future, signDownload(inputs.fileSigningSecret, "resumes/other.pdf", future))),
      get("signature with a wrong secret", signed(future, signDownload("x".repeat(40), key, future))),
      get("expiry moved later than signed", signed(future + 60, good)),
      get("expired link", signed(1_000_000_000, signDownload(inputs.fileSigningSecret, key, 1_000_000_000))),
      get("expiry not a number", signed("tomorrow", good)),
      get("expiry negative", signed(-1, good)),
      get("expiry 13 digits", signed("9999999999999", good)),
      get("signature too short", signed(future, good.slice(0, 20))),
      get("signature too long", signed(future, `${good}AAAA`)),
      get("signature base64 with padding", signed(future, `${Buffer.from(good, "base64url").toString("base64")}`)),
      get("signature empty", signed(future, "")),
      get("signature a script tag", signed(future, "<script>alert(1)</script>")),
      get("key with encoded traversal to the secret", signed(future, good, "resumes/..%2F..%2Fsigning-secret")),
      get("key into the scratch folder", signed(future, good, ".tmp/x")),
      get("key with a NUL byte", signed(future, good, "resumes/x%00.pdf")),
      get("key with a backslash", signed(future, good, "resumes%5C..%5Csigning-secret")),
      get("résumé through the public route", `/api/files/public/${encodedKey}`),
      get("résumé through the public route, other case", `/api/files/public/${encodedKey.replace("resumes", "Resumes")}`),
      get("public route with encoded traversal", "/api/files/public/..%2Fsigning-secret"),
      get("public route into the scratch folder", "/api/files/public/.tmp/x"),
      get("public route for a missing file", "/api/files/public/brands/does-not-exist.svg"),
    ],
  };
}

/** Preview links for a draft (demo post-015), none of which may open it. */
function previews(inputs: CorpusInputs): Handler {
  const get = (name: string, token: string): BadRequest => ({ name, method: "GET", path: previewLinkPath(token) });
  const future = Math.floor(Date.now() / 1000) + 3_600;
  const good = createPreviewToken(inputs.fileSigningSecret, { postId: "post-015", expiresAt: future });
  const [payload = "", signature = ""] = good.split(".");
  const encode = (data: unknown) => Buffer.from(JSON.stringify(data)).toString("base64url");
  const flip = (value: string) => `${value.slice(0, -1)}${value.endsWith("A") ? "B" : "A"}`;
  return {
    label: "GET /api/preview",
    probe: { method: "GET", path: previewLinkPath("x") },
    requests: [
      { name: "no token", method: "GET", path: "/api/preview" },
      get("empty token", ""),
      get("signature with one character changed", `${payload}.${flip(signature)}`),
      get("payload naming another post, same signature", `${encode({ p: "post-001", e: future })}.${signature}`),
      get("expiry moved later than signed", `${encode({ p: "post-015", e: future + 86_400 })}.${signature}`),
      get("signed with a wrong secret", createPreviewToken("x".repeat(40), { postId: "post-015", expiresAt: future })),
      get("expired link", createPreviewToken(inputs.fileSigningSecret, { postId: "post-015", expiresAt: 1_000_000_000 })),
      get("a post that does not exist", createPreviewToken(inputs.fileSigningSecret, { postId: "no-such-post", expiresAt: future })),
      get("id with a path traversal", createPreviewToken(inputs.fileSigningSecret, { postId: "../resumes/x", expiresAt: future })),
      get(
        "an upload token signed with the same secret",
        createUploadToken(inputs.fileSigningSecret, { key: "resumes/1-abc.pdf", departmentId: "post-015", expiresAt: future }),
      ),
      get("payload without a signature", payload),
      get("token with CRLF", `${good}\r\nX-Injected: 1`),
      get("token a script tag", "<script>alert(1)</script>"),
      get("token 5,000 characters", "t".repeat(5_000)),
      ...["POST", "PUT", "DELETE"].map((method): BadRequest => ({ name: `method ${method}`, method, path: previewLinkPath(good) })),
    ],
  };
}

function unsubscribes(): Handler {
  const path = "/api/newsletter/unsubscribe";
  const withToken = (name: string, token: string, headers: Record<string, string> = {}): BadRequest => ({
    name,
    method: "POST",
    path: `${path}?token=${encodeURIComponent(token)}`,
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: "List-Unsubscribe=One-Click",
  });
  const forgedPayload = Buffer.from(JSON.stringify({ email: "someone@example.com" })).toString("base64url");
  return {
    label: "POST /api/newsletter/unsubscribe",
    probe: { method: "POST", path: `${path}?token=x` },
    requests: [
      { name: "no token", method: "POST", path, headers: { "content-type": "application/x-www-form-urlencoded" }, body: "List-Unsubscribe=One-Click" },
      withToken("empty token", ""),
      withToken("random token", "dGhpcy1pcy1ub3QtYS10b2tlbg"),
      withToken("forged token (payload without a signature)", forgedPayload),
      withToken("forged token (payload with a made-up signature)", `${forgedPayload}.c2lnbmF0dXJl`),
      withToken("an email address as the token", "someone@example.com"),
      withToken("token with CRLF", "abc\r\nX-Injected: 1"),
      withToken("token a script tag", "<script>alert(1)</script>"),
      withToken("token 5,000 characters", "t".repeat(5_000)),
      withToken("token a path traversal", "../../etc/passwd"),
      ...["PUT", "DELETE", "PATCH"].map((method): BadRequest => ({ name: `method ${method}`, method, path: `${path}?token=x` })),
    ],
  };
}

function demoRequests(): Handler {
  const path = "/api/demo-requests";
  const valid = JSON.stringify({ name: "Ada Corpus", email: `${unique()}@example.com`, company: "Corpus Ltd", message: "Hello" });
  const base = () => ({ name: "Ada Corpus", email: `${unique()}@example.com`, company: "Corpus Ltd", message: "Hello" });
  return {
    label: "POST /api/demo-requests",
    probe: { method: "POST", path, body: "{}" },
    requests: [
      ...jsonFamilies(path, valid),
      ...fieldCases(path, {}, [
        ["name missing", { ...base(), name: undefined }],
        ["company missing", { ...base(), company: undefined }],
        ["email invalid", { ...base(), email: "not-an-email" }],
        ["email with CRLF header injection", { ...base(), email: `${unique()}@example.com\r\nBcc: victim@example.com` }],
        ["name with CRLF header injection", { ...base(), name: "Ada\r\nBcc: victim@example.com" }],
        ["company with LF header injection", { ...base(), company: "Corp\nSubject: spam" }],
        ["name whitespace only", { ...base(), name: " \t " }],
        ["name a number", { ...base(), name: 42 }],
        ["message an object", { ...base(), message: { text: "hi" } }],
        ["message over 4,000 characters", { ...base(), message: "m".repeat(4_001) }],
        ["unknown field", { ...base(), createdAt: "1970-01-01T00:00:00Z" }],
        ["name with a NUL", { ...base(), name: "Ada\u0000" }],
        ["name with a tab", { ...base(), name: "Ada\tLovelace" }],
        ["name with a DEL", { ...base(), name: "Ada\u007f" }],
        ["name with a right-to-left override", { ...base(), name: "Ada\u202eecalevoL" }],
        ["company with a line separator", { ...base(), company: "Corp\u2028Bcc: victim@example.org" }],
        ["company with a paragraph separator", { ...base(), company: "Corp\u2029" }],
        ["company with a bidi isolate", { ...base(), company: "Corp\u2066x\u2069" }],
        ["company with a NEL", { ...base(), company: "Corp\u0085" }],
        ["email with a comma before the victim", { ...base(), email: "a,victim@example.org" }],
        ["email with an angle-bracketed victim", { ...base(), email: "b<victim@example.org>" }],
        ["email with a display name", { ...base(), email: "Anyone <victim@example.org>" }],
      ]),
    ],
  };
}

/** Every write handler's corpus, and the signed file route's. */
export function buildCorpus(inputs: CorpusInputs): Handler[] {
  return [
    newsletter(),
    unsubscribes(),
    demoRequests(),
    views(inputs.slug),
    likes(inputs.slug),
    resumes(inputs),
    applications(inputs),
    revalidate(inputs),
    previews(inputs),
    files(inputs),
  ];
}
