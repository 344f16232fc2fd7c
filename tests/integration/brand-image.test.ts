import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { AdminDocumentStore } from "@/lib/ports/documents/port";

// A platform's picture through its route handler on a real SQLite file and files folder: the upload
// path the post cover uses, what is stored and shown on the home page's card, and nothing written on a refusal.
const SITE = "http://127.0.0.1:4497";
const ID = "lantern";
const PNG = fs.readFileSync(path.resolve("public/icons/icon-192.png"));
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
let dataDir: string;
let store: AdminDocumentStore;
let ipCounter = 0;
const sessions: Record<"editor" | "hiring", string> = { editor: "", hiring: "" };
let m: Awaited<ReturnType<typeof load>>;

async function load() {
  return {
    route: await import("@/app/api/staff/brands/[id]/image/route"),
    edits: await import("@/lib/features/content/edits"),
    records: await import("@/lib/features/content/records"),
    reads: await import("@/lib/features/brands/reads"),
    revisions: await import("@/lib/features/content/revisions"),
    push: await import("@/lib/features/content/push"),
    documents: await import("@/lib/features/content/store"),
    files: await import("@/lib/ports/files"),
    identity: await import("@/lib/ports/identity"),
    form: await import("@/components/staff/brand-picture-form"),
  };
}

interface Upload {
  fields?: Record<string, string>;
  file?: { bytes: Buffer; name: string; type: string };
  session?: string;
  headers?: Record<string, string>;
}

async function send(body: BodyInit, contentType: string, { session = sessions.editor, headers = {} }: Upload = {}) {
  const request = new Request(`${SITE}/api/staff/brands/${ID}/image`, {
    method: "POST",
    headers: {
      "content-type": contentType,
      origin: SITE,
      "x-forwarded-for": `10.4.0.${++ipCounter}`,
      ...(session ? { cookie: `lexor_staff=${session}` } : {}),
      ...headers,
    },
    body,
    duplex: "half",
  } as RequestInit);
  return m.route.POST(request, { params: Promise.resolve({ id: ID }) });
}

async function upload(upload: Upload) {
  const form = new FormData();
  for (const [name, value] of Object.entries(upload.fields ?? {})) form.append(name, value);
  if (upload.file) form.append("picture", new File([new Uint8Array(upload.file.bytes)], upload.file.name, { type: upload.file.type }));
  const blob = await new Response(form).blob();
  return send(blob, blob.type, upload);
}

const stored = () => store.get("brands", ID);
const version = async () => m.edits.documentVersion(await stored());
const pictures = async () => (await m.files.fileStore().list("brands")).sort();
const state = async () => ({ brand: await stored(), pictures: await pictures() });
const png = { bytes: PNG, name: "lantern.png", type: "image/png" };
const errorOf = async (response: Response) => ((await response.json()) as { error?: string }).error;

async function unchangedBy(answer: () => Promise<Response>, status: number): Promise<Response> {
  const before = await state();
  const response = await answer();
  expect(response.status).toBe(status);
  expect(await state()).toEqual(before);
  return response;
}

beforeAll(async () => {
  vi.spyOn(console, "log").mockImplementation(() => undefined);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lexor-brand-image-"));
  Object.assign(process.env, { DATA_DIR: dataDir, SITE_URL: SITE, STAFF_EMAILS: "ada@lexor.example", RATE_LIMIT_SCALE: "100", SEED_DEMO_CONTENT: "false" });
  delete process.env.SMTP_URL;
  m = await load();
  store = await m.documents.adminDocuments();
  for (const role of ["editor", "hiring"] as const) {
    const email = `picture-${role}@lexor.example`;
    await m.identity.identity().saveGrant({ email, role, scopes: role === "hiring" ? ["design"] : [] });
    const session = await m.identity.identity().redeemSignInCode(await m.identity.identity().issueSignInCode(email));
    if (!session) throw new Error(`no session for ${email}`);
    sessions[role] = session.token;
  }
  const { brandEntry } = await import("@/lib/features/content/brands");
  await m.push.pushContent([brandEntry(ID, { name: "Lantern", description: "A platform with a picture.", number: 2 }, "brands/lantern.yaml")], {
    store,
    files: m.files.fileStore(),
  });
}, 60_000);

afterAll(async () => {
  await store.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("the platform picture upload", () => {
  it("stores a PNG under brands/<id>-<hash>.png with its bytes, sets it as a revision, and the platform card shows it", async () => {
    const response = await upload({ fields: { version: await version() }, file: { ...png, name: "../../evil name.png" } });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: ID, intent: "upload", changed: true });
    const [key] = await pictures();
    expect(key).toMatch(/^brands\/lantern-[0-9a-f]{12}\.png$/);
    const file = await m.files.fileStore().get(key ?? "");
    expect(file?.contentType).toBe("image/png");
    expect(Buffer.from(file?.bytes ?? []).equals(PNG)).toBe(true);
    expect(await stored()).toEqual({ name: "Lantern", description: "A platform with a picture.", number: 2, backgroundImagePath: key });
    const [brand] = await m.records.listBrands(store);
    expect(brand?.backgroundImagePath).toBe(key);
    expect(await m.reads.imageUrlOf(brand as NonNullable<typeof brand>)).toBe(await m.files.fileStore().publicUrl(key ?? ""));
    const [latest] = await m.revisions.listRevisions(store, "brands", ID);
    expect(latest).toMatchObject({ by: "picture-editor@lexor.example", content: { backgroundImagePath: key } });
  });

  it("refuses an SVG with 415, also one named .png sent as image/png, and bytes that are no picture, changing nothing", async () => {
    for (const file of [
      { bytes: SVG, name: "lantern.svg", type: "image/svg+xml" },
      { bytes: SVG, name: "lantern.png", type: "image/png" },
    ]) {
      const refused = await unchangedBy(async () => upload({ fields: { version: await version() }, file }), 415);
      expect(await errorOf(refused)).toMatch(/SVG pictures cannot be uploaded here/);
    }
    const text = { bytes: Buffer.from("not a picture"), name: "lantern.gif", type: "image/gif" };
    expect(await errorOf(await unchangedBy(async () => upload({ fields: { version: await version() }, file: text }), 415))).toMatch(/not a PNG/);
  });

  it("cuts off a body over 5 MB with 413 whatever its Content-Length says, changing nothing", async () => {
    const prefix = Buffer.from(
      `--edge\r\nContent-Disposition: form-data; name="version"\r\n\r\n${await version()}\r\n--edge\r\nContent-Disposition: form-data; name="picture"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
    );
    const chunk = Buffer.alloc(64 * 1024, 7);
    PNG.copy(chunk, 0, 0, 8);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        const piece = sent === 0 ? Buffer.concat([prefix, chunk]) : chunk;
        sent += piece.length;
        controller.enqueue(new Uint8Array(piece));
        if (sent >= 20 * 1024 * 1024) controller.close();
      },
    });
    const refused = await unchangedBy(() => send(stream, "multipart/form-data; boundary=edge", { headers: { "content-length": "1000" } }), 413);
    expect(await errorOf(refused)).toMatch(/larger than 5 MB/);
    expect(sent).toBeLessThan(8 * 1024 * 1024);
  });

  it("refuses a stale version with 409, an upload without a file with 400, and changes nothing", async () => {
    const stale = await unchangedBy(() => upload({ fields: { version: "0".repeat(32) }, file: png }), 409);
    expect(await errorOf(stale)).toMatch(/Someone else saved this platform/);
    await unchangedBy(async () => upload({ fields: { version: await version() } }), 400);
    await unchangedBy(async () => upload({ fields: { version: await version(), alt: "not a field here" }, file: png }), 400);
  });

  it("refuses the hiring role, a request without a session and another origin, changing nothing", async () => {
    const fields = { version: await version() };
    await unchangedBy(() => upload({ fields, file: png, session: sessions.hiring }), 403);
    await unchangedBy(() => upload({ fields, file: png, session: "" }), 401);
    await unchangedBy(() => upload({ fields, file: png, headers: { origin: "http://evil.example" } }), 403);
  });

  it("answers a page's form 303 back to the editor with a code the form words, and removes the picture so the card shows the placeholder", async () => {
    const page = { accept: "text/html,application/xhtml+xml" };
    const refused = await unchangedBy(async () => upload({ fields: { version: await version() }, file: { ...png, bytes: SVG }, headers: page }), 303);
    expect(refused.headers.get("location")).toBe(`/staff/brands/${ID}?picture=svg#picture`);
    const html = renderToStaticMarkup(createElement(m.form.BrandPictureForm, { id: ID, version: "v", problem: "svg" }));
    expect(html).toContain("SVG pictures cannot be uploaded here");
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('role="alert"');

    const removed = await upload({ fields: { version: await version(), intent: "remove" }, headers: page });
    expect(removed.status).toBe(303);
    expect(removed.headers.get("location")).toBe(`/staff/brands/${ID}?done=picture-removed#picture`);
    expect(await stored()).toEqual({ name: "Lantern", description: "A platform with a picture.", number: 2 });
    const [brand] = await m.records.listBrands(store);
    expect(await m.reads.imageUrlOf(brand as NonNullable<typeof brand>)).toBe(m.reads.PLATFORM_PLACEHOLDER_IMAGE);
  });
});
