import { describe, expect, it } from "vitest";
import { ConfigError, resolveConfig } from "@/lib/primitives/config";

/** A complete production environment, as a deployment would set it. */
const PRODUCTION = {
  NODE_ENV: "production",
  SITE_URL: "https://www.lexor.example",
  FIREBASE_PROJECT_ID: "lexor-prod",
  FIREBASE_STORAGE_BUCKET: "lexor-prod.firebasestorage.app",
  SMTP_URL: "smtps://user:password@smtp.example.com:465",
  FILE_SIGNING_SECRET: "0123456789abcdef0123456789abcdef",
};

function problems(env: Record<string, string>): string[] {
  try {
    resolveConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

const variablesIn = (list: string[]) => list.map((problem) => problem.split(":")[0]);

describe("configuration", () => {
  it("runs on the embedded defaults with nothing set outside production", () => {
    const settings = resolveConfig({});
    expect(settings.adapters).toEqual({ documents: "sqlite", files: "local", mail: "outbox", identity: "email-link" });
    expect(settings.seedDemoContent).toBe(true);
    expect(settings.sqlitePath).toMatch(/\.data\/lexor\.sqlite$/);
  });

  it("selects Firestore, Storage and SMTP from their variables", () => {
    const settings = resolveConfig(PRODUCTION);
    expect(settings.adapters).toEqual({ documents: "firestore", files: "firebase-storage", mail: "smtp", identity: "firebase" });
    expect(settings.seedDemoContent).toBe(false);
    expect(settings.projectId).toBe("lexor-prod");
  });

  it("names the malformed variable, every one of them", () => {
    expect(() => resolveConfig({ SMTP_URL: "http://mail" })).toThrow(ConfigError);
    expect(variablesIn(problems({ SMTP_URL: "http://mail", SITE_URL: "not a url" })).sort()).toEqual(["SITE_URL", "SMTP_URL"]);
    expect(() => resolveConfig({ JOB_APPLICANT_COUNTRIES: "Remote" })).toThrow(/JOB_APPLICANT_COUNTRIES/);
    expect(() => resolveConfig({ SEED_DEMO_CONTENT: "maybe" })).toThrow(/SEED_DEMO_CONTENT/);
    expect(() => resolveConfig({ EMBEDDED_DEFAULTS: "yes" })).toThrow(/EMBEDDED_DEFAULTS/);
    expect(() => resolveConfig({ FIREBASE_CONFIG: "{not json" })).toThrow(/FIREBASE_CONFIG/);
  });

  it("takes a Redis URL with or without TLS, and none by default", () => {
    expect(() => resolveConfig({ REDIS_URL: "http://cache:6379" })).toThrow(/REDIS_URL/);
    expect(resolveConfig({}).REDIS_URL).toBeUndefined();
    expect(resolveConfig({ REDIS_URL: "redis://10.0.0.3:6379" }).REDIS_URL).toBe("redis://10.0.0.3:6379");
    expect(resolveConfig({ REDIS_URL: "rediss://:secret@cache.example:6380/0" }).REDIS_URL).toMatch(/^rediss:/);
  });

  it("gives the mail worker production timeouts and retries by default, and derives its lease from them", async () => {
    const { deliveryTimings } = await import("@/lib/services/mail-delivery/worker");
    const settings = resolveConfig({});
    expect(settings).toMatchObject({
      SMTP_CONNECTION_TIMEOUT_MS: 10_000,
      SMTP_GREETING_TIMEOUT_MS: 10_000,
      SMTP_SOCKET_TIMEOUT_MS: 30_000,
      MAIL_WORKER_INTERVAL_MS: 1_000,
      MAIL_RETRY_BASE_MS: 30_000,
      MAIL_MAX_ATTEMPTS: 10,
    });
    expect(settings.MAIL_WORKER).toBeUndefined();
    expect(resolveConfig({ MAIL_WORKER: "false" }).MAIL_WORKER).toBe(false);
    expect(deliveryTimings(settings)).toEqual({ sendTimeoutMs: 50_000, leaseMs: 100_000 });
    expect(() => resolveConfig({ SMTP_SOCKET_TIMEOUT_MS: "soon" })).toThrow(/SMTP_SOCKET_TIMEOUT_MS/);
    expect(() => resolveConfig({ MAIL_MAX_ATTEMPTS: "0" })).toThrow(/MAIL_MAX_ATTEMPTS/);
  });

  it("refuses a PORT or HOST the server could not listen on, naming it", () => {
    for (const port of ["abc", "70000", "-1", "80.5"]) expect(variablesIn(problems({ ...PRODUCTION, PORT: port }))).toEqual(["PORT"]);
    expect(variablesIn(problems({ ...PRODUCTION, HOST: "bad host/" }))).toEqual(["HOST"]);
    expect(problems({ ...PRODUCTION, PORT: "8080", HOST: "0.0.0.0" })).toEqual([]);
  });

  it("links to the port and host the server answers on when SITE_URL is unset", () => {
    expect(resolveConfig({}).siteUrl).toBe("http://127.0.0.1:3000");
    expect(resolveConfig({ PORT: "3321" }).siteUrl).toBe("http://127.0.0.1:3321");
    expect(resolveConfig({ PORT: "3321", HOST: "0.0.0.0" }).siteUrl).toBe("http://127.0.0.1:3321");
    expect(resolveConfig({ PORT: "3321", HOST: "::1" }).siteUrl).toBe("http://[::1]:3321");
    expect(resolveConfig({ PORT: "3321", SITE_URL: "https://www.lexor.example/" }).siteUrl).toBe("https://www.lexor.example");
  });

  it("treats empty strings as unset", () => {
    expect(resolveConfig({ SMTP_URL: "", FIREBASE_PROJECT_ID: "" }).adapters.documents).toBe("sqlite");
  });

  it("refuses production with nothing configured, naming what is missing and how to opt in to the embedded defaults", () => {
    let error: unknown;
    try {
      resolveConfig({ NODE_ENV: "production" });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const { problems: missing, hint, message } = error as ConfigError;
    expect(variablesIn(missing)).toEqual(["SITE_URL", "FIREBASE_PROJECT_ID", "FIREBASE_STORAGE_BUCKET", "SMTP_URL", "FILE_SIGNING_SECRET"]);
    expect(hint).toContain("EMBEDDED_DEFAULTS=true");
    expect(message).toContain("EMBEDDED_DEFAULTS=true");
  });

  it("runs production on the embedded adapters, a generated secret and demo content only when opted in", () => {
    const settings = resolveConfig({ NODE_ENV: "production", EMBEDDED_DEFAULTS: "true" });
    expect(settings.adapters).toEqual({ documents: "sqlite", files: "local", mail: "outbox", identity: "email-link" });
    expect(settings.seedDemoContent).toBe(true);
    expect(settings.FILE_SIGNING_SECRET).toBeUndefined();
  });

  it("refuses each piece missing from an otherwise complete production setup", () => {
    for (const name of ["SITE_URL", "FIREBASE_STORAGE_BUCKET", "SMTP_URL", "FILE_SIGNING_SECRET"] as const) {
      const { [name]: _left, ...partial } = PRODUCTION;
      expect(variablesIn(problems(partial)), name).toEqual([name]);
    }
  });

  it("lets `next build` pre-render without the server's mail and signing secrets", () => {
    const { SMTP_URL: _smtp, FILE_SIGNING_SECRET: _secret, ...buildTime } = PRODUCTION;
    expect(problems({ ...buildTime, NEXT_PHASE: "phase-production-build" })).toEqual([]);
    expect(variablesIn(problems({ NODE_ENV: "production", NEXT_PHASE: "phase-production-build" }))).toEqual([
      "SITE_URL",
      "FIREBASE_PROJECT_ID",
      "FIREBASE_STORAGE_BUCKET",
    ]);
  });

  it("selects Firestore and Cloud Storage on Google's hosts, with the project and bucket they describe", () => {
    const settings = resolveConfig({
      ...PRODUCTION,
      FIREBASE_PROJECT_ID: "",
      FIREBASE_STORAGE_BUCKET: "",
      GOOGLE_CLOUD_PROJECT: "lexor-hosted",
      FIREBASE_CONFIG: JSON.stringify({ projectId: "lexor-hosted", storageBucket: "lexor-hosted.firebasestorage.app" }),
    });
    expect(settings.adapters.documents).toBe("firestore");
    expect(settings.adapters.files).toBe("firebase-storage");
    expect(settings.projectId).toBe("lexor-hosted");
    expect(settings.storageBucket).toBe("lexor-hosted.firebasestorage.app");
  });

  it("refuses a Google project without a bucket in any mode, rather than keeping résumés on local disk", () => {
    expect(variablesIn(problems({ GOOGLE_CLOUD_PROJECT: "lexor-hosted" }))).toEqual(["FIREBASE_STORAGE_BUCKET"]);
    expect(variablesIn(problems({ FIREBASE_PROJECT_ID: "lexor-prod" }))).toEqual(["FIREBASE_STORAGE_BUCKET"]);
  });

  it("selects Firestore from an emulator address alone, and then needs a project to name", () => {
    expect(variablesIn(problems({ FIRESTORE_EMULATOR_HOST: "127.0.0.1:8080" }))).toEqual(["FIREBASE_PROJECT_ID", "FIREBASE_STORAGE_BUCKET"]);
    const settings = resolveConfig({
      FIRESTORE_EMULATOR_HOST: "127.0.0.1:8080",
      GOOGLE_CLOUD_PROJECT: "demo-lexor",
      FIREBASE_STORAGE_BUCKET: "demo-lexor.appspot.com",
    });
    expect(settings.adapters.documents).toBe("firestore");
  });

  it("keeps the embedded adapters under the opt-in on a Google machine, but not when Firebase is asked for by name", () => {
    expect(resolveConfig({ EMBEDDED_DEFAULTS: "true", GOOGLE_CLOUD_PROJECT: "cloud-shell" }).adapters.documents).toBe("sqlite");
    expect(variablesIn(problems({ EMBEDDED_DEFAULTS: "true", FIREBASE_PROJECT_ID: "lexor-prod" }))).toEqual(["FIREBASE_STORAGE_BUCKET"]);
  });
});
