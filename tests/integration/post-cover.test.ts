import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// The cover upload through its route handler on the embedded adapters (SQLite, files folder,
// the email-link identity): what is stored, what is refused, and that a refusal changes nothing.
const SITE = "http://127.0.0.1:4530";
const ID = "cover-post";
const PNG = fs.readFileSync(path.resolve("public/icons/icon-192.png"));
const SVG = Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
let dataDir: string;
let ipCounter = 0;
const sessions: Record<"editor" | "hiring", string> = { editor: "", hiring: "" };
let modules: Awaited<ReturnType<typeof load>>;

async function load() {
  return {
    cover: await import("@/app/api/staff/posts/[id]/cover/route"),
    posts: await import("@/app/api/staff/posts/route"),
    store: await import("@/lib/features/content/store"),
    files: await import("@/lib/ports/files"),
    edits: await import("@/lib/features/content/edits"),
    records: await import("@/lib/features/content/records"),
    revisions: await import("@/lib/features/content/revisions"),
    article: await import("@/components/blog/article-view"),
    coverForm: await import("@/components/staff/post-cover-form"),
  };
}

interface Upload {
  fields?: Record<string, string>;
  file?: { bytes: Buffer; name: string; type: string };
  session?: string;
  headers?: Record<string, string>;
}

async function send(body: BodyInit, contentType: string, { session = sessions.editor, headers = {} }: Upload = {}, id = ID) {
  const request = new Request(`${SITE}/api/staff/posts/${id}/cover`, {
    method: "POST",
    headers: {
      "content-type": contentType,
      origin: SITE,
      "x-forwarded-for": `10.3.0.${++ipCounter}`,
      ...(session ? { cookie: `lexor_staff=${session}` } : {}),
      ...headers,
    },
    body,
    duplex: "half",
  } as RequestInit);
  return modules.cover.POST(request, { params: Promise.resolve({ id }) });
}

/** The bytes a browser sends: the fields first, as the form lays them out, then the file. */
async function upload(upload: Upload, id = ID) {
  const form = new FormData();
  for (const [name, value] of Object.entries(upload.fields ?? {})) form.append(name, value);
  if (upload.file) form.append("cover", new File([new Uint8Array(upload.file.bytes)], upload.file.name, { type: upload.file.type }));
  const blob = await new Response(form).blob();
  return send(blob, blob.type, upload, id);
}

const storedPost = async () => modules.records.getPostById(await modules.store.adminDocuments(), ID);
const version = async () => modules.edits.documentVersion(await (await modules.store.adminDocuments()).get("blogs", ID));
const covers = async () => (await modules.files.fileStore().list("blog/covers")).sort();
const state = async () => ({ version: await version(), covers: await covers() });
const png = { bytes: PNG, name: "harbour.png", type: "image/png" };
const json = async (response: Response) => (await response.json()) as { error?: string; details?: { fields?: Record<string, string> } };

async function unchangedBy(answer: () => Promise<Response>, status: number): Promise<Response> {
  const before = await state();
  const response = await answer();
  expect(response.status).toBe(status);
  expect(await state()).toEqual(before);
  return response;
}

beforeAll(async () => {
  vi.spyOn(console, "log").mockImplementation(() => undefined);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lexor-post-cover-"));
  Object.assign(process.env, { DATA_DIR: dataDir, SITE_URL: SITE, STAFF_EMAILS: "ada@lexor.example", RATE_LIMIT_SCALE: "100", SEED_DEMO_CONTENT: "false" });
  delete process.env.SMTP_URL;
  modules = await load();
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
  const published = await modules.posts.POST(
    new Request(`${SITE}/api/staff/posts`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: SITE, cookie: `lexor_staff=${sessions.editor}` },
      body: JSON.stringify({
        id: "",
        version: "new",
        intent: "publish",
        title: "Covered",
        slug: ID,
        excerpt: "A post with a cover.",
        category: "Data",
        markdown: "Body.",
      }),
    }),
  );
  expect(published.status).toBe(200);
}, 60_000);

afterAll(async () => {
  await (await modules.store.adminDocuments()).close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("the cover upload", () => {
  it("stores a PNG under a key of the post and its bytes, sets it with its alt as a revision, and the article shows it with that alt", async () => {
    const alt = "A harbour at dawn";
    const response = await upload({ fields: { version: await version(), alt }, file: { ...png, name: '<img src=x onerror="alert(1)">.png' } });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: ID, intent: "upload", changed: true });

    const post = await storedPost();
    const key = (await covers()).find((file) => file.endsWith(".png"));
    expect(key).toMatch(/^blog\/covers\/cover-post-[0-9a-f]{12}\.png$/);
    const stored = await modules.files.fileStore().get(key ?? "");
    expect(stored?.contentType).toBe("image/png");
    expect(Buffer.from(stored?.bytes ?? []).equals(PNG)).toBe(true);
    expect(post?.coverImage).toBe(await modules.files.fileStore().publicUrl(key ?? ""));
    expect(post?.coverAlt).toBe(alt);
    const [latest] = await modules.revisions.listRevisions(await modules.store.adminDocuments(), "blogs", ID);
    expect(latest?.by).toBe("editor@lexor.example");

    const html = renderToStaticMarkup(createElement(modules.article.ArticleView, { post: post as NonNullable<typeof post>, preview: false, origin: SITE }));
    const image = /<img[^>]*alt="A harbour at dawn"[^>]*>/.exec(html)?.[0] ?? "";
    expect(image).toContain(encodeURIComponent(post?.coverImage ?? "-"));
  });

  it("refuses an SVG with 415, also one named .png sent as image/png, and bytes that are no picture, storing nothing", async () => {
    const fields = { version: await version(), alt: "A vector" };
    for (const file of [
      { bytes: SVG, name: "cover.svg", type: "image/svg+xml" },
      { bytes: SVG, name: "cover.png", type: "image/png" },
    ]) {
      const refused = await unchangedBy(() => upload({ fields, file }), 415);
      expect((await json(refused)).error).toMatch(/SVG covers cannot be uploaded here/);
    }
    const text = await unchangedBy(() => upload({ fields, file: { bytes: Buffer.from("GIF7 not a picture"), name: "cover.gif", type: "image/gif" } }), 415);
    expect((await json(text)).error).toMatch(/not a PNG, JPEG, WebP, GIF or AVIF/);
  });

  it("cuts off a body over 5 MB with 413 whatever its Content-Length says, reading little past the limit", async () => {
    const prefix = Buffer.from(
      `--edge\r\nContent-Disposition: form-data; name="version"\r\n\r\n${await version()}\r\n--edge\r\nContent-Disposition: form-data; name="alt"\r\n\r\nBig\r\n--edge\r\nContent-Disposition: form-data; name="cover"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
    );
    const streamed = (total: number) => {
      const chunk = Buffer.alloc(64 * 1024, 7);
      PNG.copy(chunk, 0, 0, 8);
      let sent = 0;
      const stream = new ReadableStream<Uint8Array>({
        pull(controller) {
          const piece = sent === 0 ? Buffer.concat([prefix, chunk]) : chunk;
          sent += piece.length;
          controller.enqueue(new Uint8Array(piece));
          if (sent >= total) controller.close();
        },
      });
      return { stream, sent: () => sent };
    };
    const six = streamed(6 * 1024 * 1024);
    const refused = await unchangedBy(() => send(six.stream, "multipart/form-data; boundary=edge", { headers: { "content-length": "1000" } }), 413);
    expect((await json(refused)).error).toMatch(/larger than 5 MB/);

    const fifty = streamed(50 * 1024 * 1024);
    await unchangedBy(() => send(fifty.stream, "multipart/form-data; boundary=edge", { headers: { "content-length": "1000" } }), 413);
    expect(fifty.sent()).toBeLessThan(8 * 1024 * 1024);
  });

  it("asks for alt text (400 with the field), refuses a stale version (409), and stores nothing either way", async () => {
    for (const alt of [undefined, "   ", "x".repeat(201)]) {
      const fields = { version: await version(), ...(alt === undefined ? {} : { alt }) };
      const refused = await unchangedBy(() => upload({ fields, file: png }), 400);
      expect((await json(refused)).details?.fields?.alt).toBeTruthy();
    }
    const noFile = await unchangedBy(async () => upload({ fields: { version: await version(), alt: "No picture" } }), 400);
    expect((await json(noFile)).details?.fields?.cover).toBeTruthy();
    const stale = await unchangedBy(() => upload({ fields: { version: "0".repeat(32), alt: "Late" }, file: png }), 409);
    expect((await json(stale)).error).toMatch(/Someone else saved this post/);
  });

  it("refuses the hiring role, a request without a session and another origin, storing nothing", async () => {
    const fields = { version: await version(), alt: "Not yours" };
    await unchangedBy(() => upload({ fields, file: png, session: sessions.hiring }), 403);
    await unchangedBy(() => upload({ fields, file: png, session: "" }), 401);
    await unchangedBy(() => upload({ fields, file: png, headers: { origin: "http://evil.example" } }), 403);
    await unchangedBy(() => upload({ fields, file: png }, "no-such-post"), 404);
  });

  it("answers a page's form 303 back to the editor, a refusal as a code whose words the page holds", async () => {
    const page = { accept: "text/html,application/xhtml+xml" };
    const refused = await unchangedBy(
      async () => upload({ fields: { version: await version(), alt: "A vector" }, file: { bytes: SVG, name: "x.png", type: "image/png" }, headers: page }),
      303,
    );
    expect(refused.headers.get("location")).toBe(`/staff/posts/${ID}?cover=svg#cover`);
    const html = renderToStaticMarkup(createElement(modules.coverForm.PostCoverForm, { id: ID, version: "v", problem: "svg" }));
    expect(html).toContain("SVG covers cannot be uploaded here");
    expect(html).toContain('aria-invalid="true"');

    const stored = await upload({ fields: { version: await version(), alt: "Replaced" }, file: png, headers: page });
    expect(stored.status).toBe(303);
    expect(stored.headers.get("location")).toBe(`/staff/posts/${ID}?done=cover#cover`);
    expect((await storedPost())?.coverAlt).toBe("Replaced");
  });

  it("keeps stored script in the alt text inert on the article and in the editor", async () => {
    const alt = `"><script>alert("alt")</script>`;
    expect((await upload({ fields: { version: await version(), alt }, file: png })).status).toBe(200);
    const post = await storedPost();
    expect(post?.coverAlt).toBe(alt);
    const article = renderToStaticMarkup(createElement(modules.article.ArticleView, { post: post as NonNullable<typeof post>, preview: false, origin: SITE }));
    const editor = renderToStaticMarkup(createElement(modules.coverForm.PostCoverForm, { id: ID, version: "v", cover: post?.coverImage, alt: post?.coverAlt }));
    for (const html of [article, editor]) {
      expect(html).not.toContain('<script>alert("alt")');
      expect(html).toContain("&quot;&gt;&lt;script&gt;alert(&quot;alt&quot;)&lt;/script&gt;");
    }
  });

  it("removes the cover and its alt as a revision, and a later save of the post form keeps a cover and edits its alt", async () => {
    const removed = await upload({ fields: { version: await version(), intent: "remove" } });
    expect(removed.status).toBe(200);
    expect(await removed.json()).toMatchObject({ intent: "remove", changed: true });
    const bare = await storedPost();
    expect(bare).not.toHaveProperty("coverImage");
    expect(bare).not.toHaveProperty("coverAlt");

    expect((await upload({ fields: { version: await version(), alt: "Before" }, file: png })).status).toBe(200);
    const { savePost } = await import("@/lib/features/content/post-edits");
    const { contentEditContext } = await import("@/lib/features/staff/content-context");
    const post = await storedPost();
    await savePost(
      {
        id: ID,
        version: await version(),
        intent: "save",
        title: post?.title ?? "",
        slug: ID,
        excerpt: post?.excerpt ?? "",
        category: "Data",
        tags: "",
        authorName: "",
        authorRole: "",
        publishedAt: post?.publishedAt ?? "",
        coverAlt: "After",
        markdown: "Body.",
      },
      await contentEditContext(),
    );
    expect(await storedPost()).toMatchObject({ coverImage: post?.coverImage, coverAlt: "After" });
  });
});
