import fs from "node:fs";
import path from "node:path";
import { createPreviewToken, previewLinkPath } from "@/lib/features/blog/preview-token";
import { signDownload } from "@/lib/ports/files/signing";
import { apply, applicationFor, send, uploadResume } from "../api";
import { buildCorpus, type CorpusInputs, type Handler } from "../corpus";
import { type SuiteContext, SERVER_ENV, settings, waitFor } from "../context";
import { assert, assertEqual, type Check, CheckFailure } from "../harness";
import { firstSlug, openDepartment } from "./load";

const GROUP = "3. Bad input";
const MINIMUM_CORPUS = 200;

/** Every stored file (the store's scratch folder aside), for "nothing stored". */
function storedFiles(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === ".tmp") continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else found.push(path.relative(settings.filesDir, full));
    }
  };
  walk(settings.filesDir);
  return found.sort();
}

const SAMPLE_FILE_KEY = "resumes/reliability-sample.pdf";

/** What the corpus needs from the running site: a post, a department, fresh résumé tokens, a stored file. */
async function corpusInputs(context: SuiteContext): Promise<CorpusInputs> {
  const department = await openDepartment(context);
  const slug = await firstSlug(context);
  await context.files().put(SAMPLE_FILE_KEY, Buffer.from("%PDF-1.4\n%%EOF\n"), "application/pdf");
  // Application requests that are wrong in one field carry a real token, so the field is why they fail.
  const tokens: string[] = [];
  for (let index = 0; index < 70; index += 1) {
    const { answer, token } = await uploadResume(context.origin, department.id);
    assert(token, `résumé upload answered HTTP ${answer.status}: ${answer.text.slice(0, 200)}`);
    tokens.push(token);
  }
  return {
    slug,
    department,
    resumeToken: () => tokens.pop() ?? "",
    revalidationSecret: SERVER_ENV.REVALIDATION_SECRET,
    fileSigningSecret: SERVER_ENV.FILE_SIGNING_SECRET,
    storedFileKey: SAMPLE_FILE_KEY,
  };
}

async function runHandler(context: SuiteContext, handler: Handler): Promise<void> {
  await context.requireRoute(handler.probe.method, handler.probe.path, handler.probe.body);
  // Mail from earlier checks is still being delivered (which changes its documents): let it finish.
  await context.waitForMailIdle();
  const documentsBefore = context.snapshot();
  const filesBefore = storedFiles();
  const mailBefore = (await context.envelopes()).length;
  const wrong: string[] = [];
  for (const request of handler.requests) {
    try {
      const answer = await send(context.origin, request);
      if (answer.status < 400 || answer.status >= 500) wrong.push(`${request.name}: HTTP ${answer.status} ${answer.text.slice(0, 120)}`);
    } catch (error) {
      // The server may close the connection on a body it refuses to read; a reset is a refusal, not a 5xx.
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== "ECONNRESET" && code !== "EPIPE") wrong.push(`${request.name}: ${String(error)}`);
    }
  }
  assert(context.server?.alive(), "the server died during the corpus");
  const health = await send(context.origin, { method: "GET", path: "/api/health" });
  assertEqual(health.status, 200, "health after the corpus");
  if (wrong.length) {
    throw new CheckFailure(`${wrong.length} of ${handler.requests.length} not answered 4xx:\n${wrong.join("\n")}`);
  }
  assert(context.snapshot() === documentsBefore, "documents (outbox included) changed during the corpus");
  assertEqual(storedFiles().join(","), filesBefore.join(","), "stored files");
  assertEqual((await context.envelopes()).length, mailBefore, "emails sent during the corpus");
}

const XSS = `<img src=x onerror="alert(1)"><script>alert("xss")</script>`;

export function badInputChecks(context: SuiteContext): Check[] {
  let corpus: Handler[] | undefined;
  const handlers = async () => {
    corpus ??= buildCorpus(await corpusInputs(context));
    return corpus;
  };
  const labels = [
    "POST /api/newsletter",
    "POST /api/newsletter/unsubscribe",
    "POST /api/demo-requests",
    "POST /api/blog/{slug}/view",
    "POST /api/blog/{slug}/like",
    "POST /api/resumes",
    "POST /api/applications",
    "POST /api/revalidate",
    "GET /api/preview",
    "GET /api/files/…",
  ];
  return [
    {
      group: GROUP,
      name: `the corpus holds at least ${MINIMUM_CORPUS} requests across every handler`,
      async run() {
        const all = await handlers();
        const total = all.reduce((sum, handler) => sum + handler.requests.length, 0);
        console.info(`      ${all.map((handler) => `${handler.label}: ${handler.requests.length}`).join(", ")}; total ${total}`);
        assert(total >= MINIMUM_CORPUS, `only ${total} requests`);
        assertEqual(all.map((handler) => handler.label).join(", "), labels.join(", "), "handlers covered");
      },
    },
    ...labels.map(
      (label): Check => ({
        group: GROUP,
        name: `${label}: every corpus request answered 4xx, none 5xx, nothing stored or sent`,
        async run() {
          const handler = (await handlers()).find((entry) => entry.label === label);
          assert(handler, `no corpus for ${label}`);
          await runHandler(context, handler);
        },
      }),
    ),
    {
      group: GROUP,
      name: "control: a valid revalidation, preview link and signed download succeed (the 4xx above are about the input)",
      async run() {
        const revalidated = await send(context.origin, {
          method: "POST",
          path: "/api/revalidate",
          headers: { "content-type": "application/json", authorization: `Bearer ${SERVER_ENV.REVALIDATION_SECRET}` },
          body: JSON.stringify({ tags: ["brands"], paths: ["/"] }),
        });
        assertEqual(revalidated.status, 200, `revalidation status (${revalidated.text.slice(0, 200)})`);
        const previewToken = createPreviewToken(SERVER_ENV.FILE_SIGNING_SECRET, {
          postId: "post-015",
          expiresAt: Math.floor(Date.now() / 1000) + 600,
        });
        const preview = await send(context.origin, { method: "GET", path: previewLinkPath(previewToken) });
        assertEqual(preview.status, 307, `preview link status (${preview.text.slice(0, 200)})`);
        await context.files().put(SAMPLE_FILE_KEY, Buffer.from("%PDF-1.4\n%%EOF\n"), "application/pdf");
        const expires = Math.floor(Date.now() / 1000) + 600;
        const signature = signDownload(SERVER_ENV.FILE_SIGNING_SECRET, SAMPLE_FILE_KEY, expires);
        const download = await send(context.origin, {
          method: "GET",
          path: `/api/files/${SAMPLE_FILE_KEY}?expires=${expires}&signature=${signature}`,
        });
        assertEqual(download.status, 200, "signed download status");
        assert(download.text.startsWith("%PDF-1.4"), "the signed download returned other bytes");
      },
    },
    {
      group: GROUP,
      name: "a filled honeypot gets the same 400 from both forms (apply and demo request), naming no field, and nothing is stored or queued",
      async run() {
        await context.requireRoute("POST", "/api/demo-requests", "{}");
        await context.requireRoute("POST", "/api/applications", "{}");
        const department = await openDepartment(context);
        const upload = await uploadResume(context.origin, department.id);
        assert(upload.token, `résumé upload answered HTTP ${upload.answer.status}`);
        await context.waitForMailIdle();
        const documentsBefore = context.snapshot();
        const demo = await send(context.origin, {
          method: "POST",
          path: "/api/demo-requests",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ name: "Bot", email: "bot@example.com", company: "Bots", website: "https://spam.example.com" }),
        });
        const application = await apply(context.origin, applicationFor(department, "bot@example.com", upload.token, { website: "https://spam.example.com" }));
        assertEqual(demo.status, 400, "demo request honeypot status");
        assertEqual(application.status, 400, "application honeypot status");
        assertEqual(demo.text, application.text, "the two honeypot answers");
        assertEqual(demo.text, JSON.stringify({ error: "Your request could not be accepted." }), "honeypot answer");
        assert(context.snapshot() === documentsBefore, "a honeypot request was stored or queued mail");
      },
    },
    {
      group: GROUP,
      name: "XSS in a stored post comes back escaped or removed in the article page",
      async run() {
        const slug = `reliability-xss-${Date.now()}`;
        const id = `reliability-xss-${Date.now()}`;
        await context.store().putRaw("blogs", id, {
          id,
          slug,
          title: `Title ${XSS}`,
          excerpt: `Excerpt ${XSS}`,
          content: `<p>Body</p>${XSS}<a href="javascript:alert(2)">link</a><iframe src="https://evil.example.com"></iframe>`,
          category: "Engineering",
          tags: ["security"],
          readTime: 1,
          author: { name: `Mallory ${XSS}`, role: "Tester" },
          publishedAt: "2020-01-01T00:00:00.000Z",
          status: "published",
          views: 0,
          likes: 0,
        });
        const revalidated = await send(context.origin, {
          method: "POST",
          path: "/api/revalidate",
          headers: { "content-type": "application/json", authorization: `Bearer ${SERVER_ENV.REVALIDATION_SECRET}` },
          body: JSON.stringify({ collection: "blogs", id }),
        });
        assertEqual(revalidated.status, 200, "revalidation status");
        await context.requireRoute("GET", `/blog/${slug}`);
        const page = await send(context.origin, { method: "GET", path: `/blog/${slug}` });
        assertEqual(page.status, 200, "article status");
        assert(page.text.includes("Body"), "the article body is missing");
        // Escaped text may still read "onerror=" (as &lt;img … onerror=…); what must never appear is markup.
        for (const forbidden of ['<script>alert("xss")', "<img src=x onerror", "javascript:alert", "<iframe"]) {
          assert(!page.text.includes(forbidden), `the article page contains ${forbidden}`);
        }
        assert(page.text.includes("&lt;script&gt;") || page.text.includes("\\u003cscript"), "the title's tag was not shown escaped");
      },
    },
    {
      group: GROUP,
      name: "XSS in an application comes back escaped in the hiring team's email and not at all in the applicant's",
      async run() {
        await context.requireRoute("POST", "/api/applications", "{}");
        const department = await openDepartment(context);
        const email = `xss-${Date.now()}@example.com`;
        const upload = await uploadResume(context.origin, department.id);
        assert(upload.token, `résumé upload answered HTTP ${upload.answer.status}`);
        const answer = await apply(context.origin, applicationFor(department, email, upload.token, { name: `Eve ${XSS}`, techStack: `Rust ${XSS}` }));
        assert(answer.status >= 200 && answer.status < 300, `application answered HTTP ${answer.status}: ${answer.text.slice(0, 200)}`);
        const about = async () => (await context.mail()).filter((mail) => JSON.stringify(mail.envelope).includes(email) || (mail.text ?? "").includes(email));
        await waitFor("both emails about this application", async () => (await about()).length >= 2);
        const mails = await about();
        assertEqual(mails.length, 2, "emails about this application");
        for (const mail of mails) {
          assert(!mail.html.includes("<script>") && !mail.html.includes("<img src=x"), `an email's HTML carries the raw payload: ${mail.subject}`);
          assert(!/\r|\n/.test(mail.subject ?? ""), "a subject spans lines");
          // The confirmation goes to an unproven address and repeats no free text but a short plain name.
          const toApplicant = JSON.stringify(mail.envelope).includes(email);
          const escaped = mail.html.includes("&lt;script&gt;") || mail.html.includes("&lt;img");
          assert(
            toApplicant ? !escaped && !mail.html.includes("Eve") : escaped,
            `an email's HTML ${toApplicant ? "repeats" : "lost"} the payload: ${mail.subject}`,
          );
        }
      },
    },
  ];
}
