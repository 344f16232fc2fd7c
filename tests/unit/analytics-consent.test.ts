import { describe, expect, it } from "vitest";
import type { AnalyticsBackend, SinkHolder } from "@/lib/features/analytics/consent-gate";
import { createConsentGate } from "@/lib/features/analytics/consent-gate";
import { analyticsCookieNames, consentCookie, parseConsent } from "@/lib/features/analytics/consent";
import { CONSENT_DENIED, CONSENT_GRANTED, FIREBASE_DATA_LAYER, type FirebaseModules, loadFirebaseBackend } from "@/lib/features/analytics/firebase-backend";

describe("consent cookie", () => {
  it("is the spec's cookie: 7 days, site root, secure, same-site strict", () => {
    expect(consentCookie("accepted")).toBe("cookieConsent=accepted; Max-Age=604800; Path=/; Secure; SameSite=Strict");
    expect(consentCookie("declined")).toBe("cookieConsent=declined; Max-Age=604800; Path=/; Secure; SameSite=Strict");
  });

  it("is read back only with a known value", () => {
    expect(parseConsent("a=1; cookieConsent=accepted; b=2")).toBe("accepted");
    expect(parseConsent("cookieConsent=declined")).toBe("declined");
    expect(parseConsent("cookieConsent=maybe")).toBeNull();
    expect(parseConsent("xcookieConsent=accepted")).toBeNull();
    expect(parseConsent("")).toBeNull();
  });

  it("finds Google Analytics cookies to clear on withdrawal", () => {
    expect(analyticsCookieNames("_ga=GA1.1.1; cookieConsent=declined; _ga_ABC123=GS1; _gat=1; ga=1")).toEqual(["_ga", "_ga_ABC123"]);
  });
});

/** A stand-in for the Firebase SDK that records what reached it. */
function fakeBackend() {
  const calls: string[] = [];
  const backend: AnalyticsBackend = {
    log: (name, params) => calls.push(`log ${name} ${JSON.stringify(params)}`),
    grant: () => calls.push("grant"),
    deny: () => calls.push("deny"),
  };
  let loads = 0;
  const load = async () => {
    loads += 1;
    return backend;
  };
  return { calls, load, loads: () => loads };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("consent gate", () => {
  it("loads nothing and installs no sink before consent", async () => {
    const fake = fakeBackend();
    const holder: SinkHolder = {};
    createConsentGate(fake.load, holder);
    await flush();
    expect(fake.loads()).toBe(0);
    expect(holder.lexorAnalyticsSink).toBeUndefined();
  });

  it("sends only events tracked after Accept All, and nothing after Decline", async () => {
    const fake = fakeBackend();
    const holder: SinkHolder = {};
    const gate = createConsentGate(fake.load, holder);
    holder.lexorAnalyticsSink?.("page_view", { page_path: "/before" });
    gate.grant();
    holder.lexorAnalyticsSink?.("page_view", { page_path: "/after" });
    await flush();
    gate.deny();
    holder.lexorAnalyticsSink?.("page_view", { page_path: "/declined" });
    await flush();
    expect(fake.calls).toEqual(["grant", 'log page_view {"page_path":"/after"}', "deny"]);
    expect(holder.lexorAnalyticsSink).toBeUndefined();
  });

  it("drops events still waiting for the SDK when consent is withdrawn meanwhile", async () => {
    const fake = fakeBackend();
    const holder: SinkHolder = {};
    const gate = createConsentGate(fake.load, holder);
    gate.grant();
    holder.lexorAnalyticsSink?.("navigation_click", { section_name: "Blog" });
    gate.deny();
    await flush();
    expect(fake.calls).toEqual(["deny"]);
  });

  it("loads the SDK once however often consent is granted", async () => {
    const fake = fakeBackend();
    const gate = createConsentGate(fake.load, {});
    gate.grant();
    gate.grant();
    gate.deny();
    gate.grant();
    await flush();
    expect(fake.loads()).toBe(1);
  });

  it("does nothing at all without Firebase configuration", () => {
    const holder: SinkHolder = {};
    createConsentGate(undefined, holder).grant();
    expect(holder.lexorAnalyticsSink).toBeUndefined();
  });
});

describe("Firebase backend", () => {
  function fakeFirebase(supported = true) {
    const calls: Array<[string, ...unknown[]]> = [];
    const modules = {
      app: {
        getApps: () => [],
        initializeApp: (options: unknown) => {
          calls.push(["initializeApp", options]);
          return { name: "app" };
        },
      },
      analytics: {
        isSupported: async () => supported,
        settings: (options: unknown) => calls.push(["settings", options]),
        setConsent: (consent: unknown) => calls.push(["setConsent", consent]),
        initializeAnalytics: (_app: unknown, options: unknown) => {
          calls.push(["initializeAnalytics", options]);
          return { app: "analytics" };
        },
        logEvent: (_instance: unknown, name: string, params: unknown) => calls.push(["logEvent", name, params]),
      },
    } as unknown as FirebaseModules;
    return { calls, modules };
  }

  it("sets consent mode to denied before initialising, without an automatic page_view", async () => {
    const firebase = fakeFirebase();
    const backend = await loadFirebaseBackend({ apiKey: "k", appId: "a", measurementId: "G-TEST" }, firebase.modules);
    expect(firebase.calls).toEqual([
      ["settings", { dataLayerName: FIREBASE_DATA_LAYER }],
      ["setConsent", CONSENT_DENIED],
      ["initializeApp", { apiKey: "k", appId: "a", measurementId: "G-TEST" }],
      ["initializeAnalytics", { config: { send_page_view: false } }],
    ]);
    backend.grant();
    backend.log("page_view", { page_path: "/" });
    backend.deny();
    expect(firebase.calls.slice(4)).toEqual([
      ["setConsent", CONSENT_GRANTED],
      ["logEvent", "page_view", { page_path: "/" }],
      ["setConsent", CONSENT_DENIED],
    ]);
    expect(CONSENT_GRANTED).toEqual({ analytics_storage: "granted" });
  });

  it("refuses to start where Analytics is unsupported", async () => {
    const firebase = fakeFirebase(false);
    await expect(loadFirebaseBackend({ apiKey: "k" }, firebase.modules)).rejects.toThrow(/not supported/);
    expect(firebase.calls).toEqual([]);
  });
});
