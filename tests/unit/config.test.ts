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
    expect(() => resolveConfig({ REDIS_URL: "http://cache:6379" })).toThrow(/REDIS_URL/);
  });

  it("takes a Redis URL with or without TLS, and none by default", () => {
    expect(resolveConfig({}).REDIS_URL).toBeUndefined();
    expect(resolveConfig({ REDIS_URL: "redis://10.0.0.3:6379" }).REDIS_URL).toBe("redis://10.0.0.3:6379");
    expect(resolveConfig({ REDIS_URL: "rediss://:secret@cache.example:6380/0" }).REDIS_URL).toMatch(/^rediss:/);
  });

  it("treats empty strings as unset", () => {
    expect(resolveConfig({ SMTP_URL: "", FIREBASE_PROJECT_ID: "" }).adapters.documents).toBe("sqlite");
  });
});
