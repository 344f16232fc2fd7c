import { generateKeyPairSync, randomUUID } from "node:crypto";
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { deleteApp, getApp } from "firebase-admin/app";
import { getStorage } from "firebase-admin/storage";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as signedRoute } from "@/app/api/files/[...key]/route";
import { GET as publicRoute } from "@/app/api/files/public/[...key]/route";
import { resolveConfig } from "@/lib/primitives/config";
import { createFirebaseFileStore } from "@/lib/ports/files/firebase-storage";
import { resumeKey, resumeUploadedAt } from "@/lib/features/careers/resume-keys";
import { isPublicKey, isSafeKey } from "@/lib/ports/files/keys";
import { createLocalFileStore, scratchFolder } from "@/lib/ports/files/local";
import type { FileStore } from "@/lib/ports/files/port";
import { signDownload, verifyDownload } from "@/lib/ports/files/signing";
import { signingSecret } from "@/lib/primitives/security/signing-secret";
import { type GcsServer, startGcsServer } from "@/tests/support/gcs-server";

const SITE_URL = "http://127.0.0.1:3999";
const scratch = mkdtempSync(path.join(tmpdir(), "lexor-files-"));

const LOCAL_ENV = {
  SITE_URL,
  DATA_DIR: scratch,
  FILES_DIR: path.join(scratch, "files"),
  FILE_SIGNING_SECRET: "test-signing-secret-that-is-long-enough",
};
// The route handlers read the process-wide configuration, so it must describe the local store
// the tests write to. config() parses it on first use, after this runs. The Cloud Storage suite
// later adds its emulator's address to process.env, so the local tests resolve LOCAL_ENV itself.
Object.assign(process.env, LOCAL_ENV);
for (const name of ["FIREBASE_PROJECT_ID", "FIREBASE_CLIENT_EMAIL", "GOOGLE_APPLICATION_CREDENTIALS"]) {
  delete process.env[name];
}

afterAll(() => rmSync(scratch, { recursive: true, force: true }));
afterEach(() => {
  vi.useRealTimers();
});

interface Harness {
  store: FileStore;
  /** Follows a URL the store handed out, as a browser would. */
  open(url: string): Promise<Response>;
}

const pdf = () => new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x0a, 0x00, 0xff, 0x0d, 0x0a, 0x80, 0x7f]);
const svg = () => new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>');

function fileStoreContract(name: string, makeHarness: () => Promise<Harness>) {
  describe(`FileStore contract: ${name}`, () => {
    let store: FileStore;
    let open: Harness["open"];
    beforeAll(async () => {
      ({ store, open } = await makeHarness());
    });

    it("round-trips bytes and content type", async () => {
      const key = resumeKey("pdf");
      await store.put(key, pdf(), "application/pdf");
      const file = await store.get(key);
      expect(file?.contentType).toBe("application/pdf");
      expect(Buffer.from(file?.bytes ?? []).equals(Buffer.from(pdf()))).toBe(true);
    });

    it("stores a stream chunk by chunk, and nothing when the stream fails", async () => {
      const key = resumeKey("pdf");
      const chunk = new Uint8Array(256 * 1024).fill(0x41);
      async function* chunks(count: number, failAtEnd = false) {
        for (let index = 0; index < count; index += 1) yield chunk;
        if (failAtEnd) throw new Error("the upload broke off");
      }
      await store.putStream(key, chunks(8), "application/pdf");
      const file = await store.get(key);
      expect(file?.contentType).toBe("application/pdf");
      expect(file?.bytes.byteLength).toBe(8 * chunk.byteLength);
      expect(file?.bytes.every((byte) => byte === 0x41)).toBe(true);

      const broken = resumeKey("pdf");
      await expect(store.putStream(broken, chunks(4, true), "application/pdf")).rejects.toThrow(/broke off/);
      expect(await store.exists(broken)).toBe(false);
      await expect(store.putStream(key, chunks(2, true), "application/pdf")).rejects.toThrow(/broke off/);
      expect((await store.get(key))?.bytes.byteLength).toBe(8 * chunk.byteLength);
    });

    it("replaces an object written twice", async () => {
      const key = `brands/${randomUUID()}.svg`;
      await store.put(key, pdf(), "application/pdf");
      await store.put(key, svg(), "image/svg+xml");
      const file = await store.get(key);
      expect(file?.contentType).toBe("image/svg+xml");
      expect(Buffer.from(file?.bytes ?? []).toString()).toBe(Buffer.from(svg()).toString());
    });

    it("knows which keys exist", async () => {
      const key = resumeKey("docx");
      expect(await store.exists(key)).toBe(false);
      await store.put(key, pdf(), "application/vnd.openxmlformats-officedocument.wordprocessingml.document");
      expect(await store.exists(key)).toBe(true);
      expect(await store.exists("resumes")).toBe(false);
    });

    it("returns null for a missing key", async () => {
      expect(await store.get(resumeKey("pdf"))).toBeNull();
    });

    it("hands out a signed URL per key, with an expiry, that downloads the file", async () => {
      const first = resumeKey("pdf");
      const second = resumeKey("pdf");
      await store.put(first, pdf(), "application/pdf");
      const url = await store.signedDownloadUrl(first, 300);
      const other = await store.signedDownloadUrl(second, 300);

      expect(decodeURIComponent(url)).toContain(first);
      expect([...new URL(url).searchParams.keys()].some((param) => /expires/i.test(param))).toBe(true);
      expect(other).not.toBe(url);

      const response = await open(url);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/pdf");
      expect(response.headers.get("content-disposition")).toMatch(/^attachment/);
      expect(Buffer.from(await response.arrayBuffer()).equals(Buffer.from(pdf()))).toBe(true);
    });

    it("stops honouring a signed URL once it expires", async () => {
      const key = resumeKey("pdf");
      await store.put(key, pdf(), "application/pdf");
      const url = await store.signedDownloadUrl(key, 60);
      vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 61_000 });
      const response = await open(url);
      expect([400, 403]).toContain(response.status);
    });

    it("serves a public image at its public URL", async () => {
      await store.put("brands/x.svg", svg(), "image/svg+xml");
      const response = await open(await store.publicUrl("brands/x.svg"));
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/svg+xml");
      expect(await response.text()).toBe(Buffer.from(svg()).toString());
    });

    it("never gives a résumé a public URL", async () => {
      await expect(store.publicUrl(resumeKey("pdf"))).rejects.toThrow(/public/);
      await expect(store.publicUrl("Resumes/x.pdf")).rejects.toThrow(/public/);
    });

    it("refuses unsafe keys and content types", async () => {
      for (const key of ["../escape.txt", "/etc/passwd", "brands\\x.svg", "brands//x.svg", "brands/\0.svg", ""]) {
        await expect(store.put(key, svg(), "image/svg+xml"), key).rejects.toThrow(/Unsafe file key/);
        await expect(store.get(key), key).rejects.toThrow(/Unsafe file key/);
      }
      await expect(store.put("brands/y.svg", svg(), "image/svg+xml\r\nX-Injected: 1")).rejects.toThrow(/content type/);
    });

    it("lists every key below a folder, nested ones included, and nothing outside it", async () => {
      const folder = `listing-${randomUUID()}`;
      const keys = [`${folder}/a.svg`, `${folder}/b.svg`, `${folder}/nested/c.svg`];
      for (const key of [...keys, `${folder}-other/d.svg`]) await store.put(key, svg(), "image/svg+xml");
      expect((await store.list(folder)).sort()).toEqual(keys);
      expect(await store.list(`missing-${randomUUID()}`)).toEqual([]);
      await expect(store.list("../escape")).rejects.toThrow(/Unsafe file key/);
    });

    it("deletes a file, and deleting a missing one is not an error", async () => {
      const key = resumeKey("pdf");
      await store.put(key, pdf(), "application/pdf");
      await store.delete(key);
      expect(await store.exists(key)).toBe(false);
      expect(await store.get(key)).toBeNull();
      await expect(store.delete(key)).resolves.toBeUndefined();
      await expect(store.delete("../escape.pdf")).rejects.toThrow(/Unsafe file key/);
    });

    it("answers ping", async () => {
      await expect(store.ping()).resolves.toBeUndefined();
    });
  });
}

/** Sends a URL of the local store to the route handler that serves it, without starting Next. */
async function openThroughRoutes(url: string): Promise<Response> {
  const absolute = new URL(url, SITE_URL);
  const publicPrefix = "/api/files/public/";
  const isPublic = absolute.pathname.startsWith(publicPrefix);
  const rest = absolute.pathname.slice(isPublic ? publicPrefix.length : "/api/files/".length);
  const context = { params: Promise.resolve({ key: rest.split("/").map(decodeURIComponent) }) };
  const request = new Request(absolute);
  return isPublic ? publicRoute(request, context) : signedRoute(request, context);
}

fileStoreContract("local", async () => ({
  store: createLocalFileStore(resolveConfig(LOCAL_ENV)),
  open: openThroughRoutes,
}));

const bucketName = "lexor-test.appspot.com";
let gcs: GcsServer;
let firebaseApp: string;

fileStoreContract("firebase-storage", async () => {
  gcs = await startGcsServer([bucketName]);
  // Read when the Storage client is created, which happens inside createFirebaseFileStore.
  process.env.FIREBASE_STORAGE_EMULATOR_HOST = gcs.host;
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const settings = resolveConfig({
    DATA_DIR: scratch,
    FIREBASE_PROJECT_ID: "lexor-test",
    FIREBASE_CLIENT_EMAIL: "files@lexor-test.iam.gserviceaccount.com",
    FIREBASE_PRIVATE_KEY: privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
    FIREBASE_STORAGE_BUCKET: bucketName,
  });
  expect(settings.adapters.files).toBe("firebase-storage");
  firebaseApp = `files-contract-${randomUUID()}`;
  return { store: createFirebaseFileStore(settings, firebaseApp), open: (url) => fetch(url) };
});

describe("firebase-storage adapter specifics", () => {
  afterAll(async () => {
    await deleteApp(getApp(firebaseApp));
    await gcs.close();
  });

  it("gives public images a download token and résumés none", () => {
    const tokens = (key: string) => gcs.objects.get(`${bucketName}/${key}`)?.metadata.firebaseStorageDownloadTokens;
    expect(tokens("brands/x.svg")).toMatch(/^[0-9a-f-]{36}$/);
    const resumes = [...gcs.objects.keys()].filter((key) => key.startsWith(`${bucketName}/resumes/`));
    expect(resumes.length).toBeGreaterThan(0);
    for (const key of resumes) expect(gcs.objects.get(key)?.metadata.firebaseStorageDownloadTokens).toBeUndefined();
  });

  it("falls back to a token-less URL for images uploaded by other tools", async () => {
    const bucket = getStorage(getApp(firebaseApp)).bucket(bucketName);
    await bucket.file("brands/legacy.svg").save(Buffer.from(svg()), { contentType: "image/svg+xml", resumable: false });
    const store = createFirebaseFileStore(resolveConfig({ FIREBASE_STORAGE_BUCKET: bucketName }), firebaseApp);
    const url = await store.publicUrl("brands/legacy.svg");
    expect(url).toBe(`http://${gcs.host}/v0/b/${bucketName}/o/brands%2Flegacy.svg?alt=media`);
    expect((await fetch(url)).status).toBe(200);
  });

  it("reports a missing bucket on ping", async () => {
    const store = createFirebaseFileStore(resolveConfig({ FIREBASE_STORAGE_BUCKET: "missing-bucket" }), firebaseApp);
    await expect(store.ping()).rejects.toThrow(/missing-bucket/);
  });

  it("test server accepts the SDK's resumable uploads", async () => {
    const file = getStorage(getApp(firebaseApp)).bucket(bucketName).file("brands/resumable.svg");
    await file.save(Buffer.from(svg()), { contentType: "image/svg+xml", resumable: true });
    const [contents] = await file.download();
    expect(contents.toString()).toBe(Buffer.from(svg()).toString());
  });

  it("saw no request the test server does not implement", () => {
    expect(gcs.unexpected).toEqual([]);
  });
});

describe("local adapter specifics", () => {
  const secret = "another-secret-that-is-long-enough-to-use";
  const inOneMinute = () => Math.floor(Date.now() / 1000) + 60;

  it("verifies its own signatures and rejects tampered or expired ones", () => {
    const key = "resumes/1-abcdef01.pdf";
    const expires = inOneMinute();
    const signature = signDownload(secret, key, expires);
    const flipped = (signature[0] === "A" ? "B" : "A") + signature.slice(1);
    expect(verifyDownload(secret, key, String(expires), signature)).toBe(true);
    expect(verifyDownload(secret, key, String(expires), flipped)).toBe(false);
    expect(verifyDownload(secret, "resumes/2-abcdef01.pdf", String(expires), signature)).toBe(false);
    expect(verifyDownload(secret, key, String(expires + 1), signature)).toBe(false);
    expect(verifyDownload(`${secret}!`, key, String(expires), signature)).toBe(false);
    expect(verifyDownload(secret, key, String(expires), signature, (expires + 1) * 1000)).toBe(false);
    expect(verifyDownload(secret, key, null, signature)).toBe(false);
    expect(verifyDownload(secret, key, String(expires), signature.slice(1))).toBe(false);
  });

  it("answers 403 JSON to a tampered link and 404 JSON to a missing file", async () => {
    const store = createLocalFileStore(resolveConfig(LOCAL_ENV));
    const key = resumeKey("pdf");
    await store.put(key, pdf(), "application/pdf");
    const url = new URL(await store.signedDownloadUrl(key, 60));
    url.searchParams.set("signature", signDownload(secret, key, Number(url.searchParams.get("expires"))));
    const forged = await openThroughRoutes(url.toString());
    expect(forged.status).toBe(403);
    expect(await forged.json()).toEqual({ error: expect.stringMatching(/invalid or has expired/) });

    const missing = await openThroughRoutes(await store.signedDownloadUrl(resumeKey("pdf"), 60));
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: "Not found" });
  });

  it("keeps signed downloads private and public images cacheable", async () => {
    const store = createLocalFileStore(resolveConfig(LOCAL_ENV));
    const key = resumeKey("pdf");
    await store.put(key, pdf(), "application/pdf");
    const download = await openThroughRoutes(await store.signedDownloadUrl(key, 60));
    expect(download.headers.get("cache-control")).toBe("private, no-store");
    expect(download.headers.get("x-content-type-options")).toBe("nosniff");
    expect(download.headers.get("content-disposition")).toContain(`filename="${path.basename(key)}"`);

    await store.put("brands/cached.svg", svg(), "image/svg+xml");
    const image = await openThroughRoutes("/api/files/public/brands/cached.svg");
    expect(image.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(image.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("serves an active public file (SVG) as a download, never as a document of the site", async () => {
    const store = createLocalFileStore(resolveConfig(LOCAL_ENV));
    await store.put("brands/active.svg", svg(), "image/svg+xml");
    const image = await openThroughRoutes("/api/files/public/brands/active.svg");
    expect(image.headers.get("content-disposition")).toMatch(/^attachment; filename="active\.svg"/);
    expect(image.headers.get("content-security-policy")).toMatch(/\bsandbox\b/);
  });

  it("never serves a résumé through the public route", async () => {
    const store = createLocalFileStore(resolveConfig(LOCAL_ENV));
    const key = resumeKey("pdf");
    await store.put(key, pdf(), "application/pdf");
    for (const url of [`/api/files/public/${key}`, `/api/files/public/R${key.slice(1)}`, "/api/files/public/..%2Fx"]) {
      const response = await openThroughRoutes(url);
      expect(response.status, url).toBe(404);
    }
  });

  it("writes atomically, leaving no temporary files behind", async () => {
    const settings = resolveConfig(LOCAL_ENV);
    const store = createLocalFileStore(settings);
    await Promise.all(Array.from({ length: 20 }, (_, index) => store.put("brands/race.svg", svg(), `image/x-${index}`)));
    expect((await store.get("brands/race.svg"))?.bytes.byteLength).toBe(svg().byteLength);
    expect(readdirSync(path.join(settings.filesDir, ".tmp"))).toEqual([]);
  });

  it("deletes the temporary files of writes that died with their process, and only those", async () => {
    const dataDir = mkdtempSync(path.join(scratch, "abandoned-"));
    const settings = resolveConfig({ ...LOCAL_ENV, DATA_DIR: dataDir });
    const folder = scratchFolder(settings.filesDir);
    mkdirSync(folder, { recursive: true });
    // A pid that has surely exited: a child that ran and ended.
    const exited = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"], { encoding: "utf8" }).stdout;
    const abandoned = `.file.${exited}-0a1b2c3d.tmp`;
    const ownAbandoned = `.file.${process.pid}-0a1b2c3d.tmp`;
    const othersInProgress = `.file.${process.ppid}-0a1b2c3d.tmp`;
    for (const name of [abandoned, ownAbandoned, othersInProgress]) writeFileSync(path.join(folder, name), "partial");
    await createLocalFileStore(settings).put("brands/after-a-crash.svg", svg(), "image/svg+xml");
    expect(readdirSync(folder)).toEqual([othersInProgress]);
  });

  it("creates a signing secret once, private to the server, and reuses it after a restart", () => {
    const dataDir = mkdtempSync(path.join(scratch, "secret-"));
    const secret = signingSecret({ dataDir, FILE_SIGNING_SECRET: undefined });
    const file = path.join(dataDir, "signing-secret");
    expect(readFileSync(file, "utf8")).toBe(secret);
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(signingSecret({ dataDir, FILE_SIGNING_SECRET: undefined })).toBe(secret);

    const restarted = mkdtempSync(path.join(scratch, "restarted-"));
    writeFileSync(path.join(restarted, "signing-secret"), `${"f".repeat(64)}\n`);
    expect(signingSecret({ dataDir: restarted, FILE_SIGNING_SECRET: undefined })).toBe("f".repeat(64));
    expect(signingSecret({ dataDir, FILE_SIGNING_SECRET: "configured-secret-wins-over-the-file" })).toBe("configured-secret-wins-over-the-file");
  });
});

describe("file keys", () => {
  it("reads a résumé's upload time from its key, and nothing from keys it did not name", () => {
    const before = Date.now();
    const uploadedAt = resumeUploadedAt(resumeKey("docx"));
    expect(uploadedAt).toBeGreaterThanOrEqual(before);
    expect(uploadedAt).toBeLessThanOrEqual(Date.now());
    for (const key of ["resumes/cv.pdf", "brands/1700000000000-deadbeef.svg", "resumes/1700000000000-deadbeef.pdf/x"]) {
      expect(resumeUploadedAt(key), key).toBeNull();
    }
  });

  it("names résumés with a timestamp and random suffix", () => {
    expect(resumeKey("docx")).toMatch(/^resumes\/\d{13}-[0-9a-f]{8}\.docx$/);
    expect(resumeKey("pdf")).not.toBe(resumeKey("pdf"));
    expect(() => resumeKey("exe" as "pdf")).toThrow(/extension/);
  });

  it("accepts plain keys and rejects traversal, absolute paths, backslashes, NUL and empty segments", () => {
    expect(isSafeKey("brands/acme/logo.svg")).toBe(true);
    for (const key of ["", "..", "brands/../x", "/brands/x", "brands\\x", "brands/\0", "brands//x", "brands/", ".tmp/x"]) {
      expect(isSafeKey(key), JSON.stringify(key)).toBe(false);
    }
  });

  it("treats everything outside resumes/ as public", () => {
    expect(isPublicKey("brands/x.svg")).toBe(true);
    expect(isPublicKey("resumes/1-a.pdf")).toBe(false);
    expect(isPublicKey("RESUMES/1-a.pdf")).toBe(false);
    expect(isPublicKey("resumes-archive/x.svg")).toBe(true);
  });
});
