import { describe, expect, it } from "vitest";
import { ConfigError, resolveConfig } from "@/lib/config";

describe("configuration", () => {
  it("runs on the embedded defaults with nothing set", () => {
    const settings = resolveConfig({});
    expect(settings.adapters).toEqual({ documents: "sqlite", files: "local", mail: "outbox" });
    expect(settings.seedDemoContent).toBe(true);
    expect(settings.sqlitePath).toMatch(/\.data\/lexor\.sqlite$/);
  });

  it("selects Firestore, Storage and SMTP from their variables", () => {
    const settings = resolveConfig({
      FIREBASE_PROJECT_ID: "lexor-prod",
      FIREBASE_STORAGE_BUCKET: "lexor-prod.appspot.com",
      SMTP_URL: "smtp://127.0.0.1:2525",
    });
    expect(settings.adapters).toEqual({ documents: "firestore", files: "firebase-storage", mail: "smtp" });
    expect(settings.seedDemoContent).toBe(false);
  });

  it("names the malformed variable", () => {
    expect(() => resolveConfig({ SMTP_URL: "http://mail" })).toThrow(ConfigError);
    expect(() => resolveConfig({ SMTP_URL: "http://mail" })).toThrow(/SMTP_URL/);
    expect(() => resolveConfig({ SITE_URL: "not a url" })).toThrow(/SITE_URL/);
    expect(() => resolveConfig({ JOB_APPLICANT_COUNTRIES: "Remote" })).toThrow(/JOB_APPLICANT_COUNTRIES/);
    expect(() => resolveConfig({ SEED_DEMO_CONTENT: "maybe" })).toThrow(/SEED_DEMO_CONTENT/);
  });

  it("gives the mail worker production timeouts and retries by default, and derives its lease from them", async () => {
    const { deliveryTimings } = await import("@/lib/mail-delivery/worker");
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

  it("treats empty strings as unset", () => {
    expect(resolveConfig({ SMTP_URL: "", FIREBASE_PROJECT_ID: "" }).adapters.documents).toBe("sqlite");
  });
});
