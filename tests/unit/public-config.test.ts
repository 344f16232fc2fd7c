import { afterEach, describe, expect, it, vi } from "vitest";

const load = async (env: Record<string, string>) => {
  vi.resetModules();
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  return (await import("@/lib/primitives/public-config")).publicConfig;
};

describe("public config", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("is empty when nothing is set", async () => {
    expect(await load({ NEXT_PUBLIC_SCHEDULER_URL: " ", NEXT_PUBLIC_FIREBASE_API_KEY: "" })).toEqual({
      schedulerUrl: undefined,
      firebase: undefined,
    });
  });

  it("takes an http(s) scheduler address and refuses anything else, naming the variable", async () => {
    expect((await load({ NEXT_PUBLIC_SCHEDULER_URL: "https://cal.com/lexor/demo" })).schedulerUrl).toBe("https://cal.com/lexor/demo");
    await expect(load({ NEXT_PUBLIC_SCHEDULER_URL: "javascript:alert(1)" })).rejects.toThrow(/NEXT_PUBLIC_SCHEDULER_URL/);
    await expect(load({ NEXT_PUBLIC_SCHEDULER_URL: "not a url" })).rejects.toThrow(/must be an http\(s\) URL/);
  });

  it("enables Firebase only with an API key, app id and measurement id", async () => {
    expect((await load({ NEXT_PUBLIC_FIREBASE_API_KEY: "k", NEXT_PUBLIC_FIREBASE_APP_ID: "a" })).firebase).toBeUndefined();
    expect(
      (
        await load({
          NEXT_PUBLIC_FIREBASE_API_KEY: "k",
          NEXT_PUBLIC_FIREBASE_APP_ID: "a",
          NEXT_PUBLIC_FIREBASE_MEASUREMENT_ID: "G-1",
          NEXT_PUBLIC_FIREBASE_PROJECT_ID: "p",
        })
      ).firebase,
    ).toEqual({ apiKey: "k", authDomain: undefined, projectId: "p", appId: "a", measurementId: "G-1" });
  });
});
