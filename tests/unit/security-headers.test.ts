import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, securityHeaders, storedFileHeaders } from "@/lib/primitives/security/headers";

const directive = (policy: string, name: string) =>
  policy
    .split("; ")
    .find((entry) => entry.startsWith(`${name} `))
    ?.split(" ")
    .slice(1);

describe("security headers", () => {
  it("locks the policy down by default", () => {
    const policy = contentSecurityPolicy({ analytics: false, development: false });
    expect(directive(policy, "default-src")).toEqual(["'self'"]);
    expect(directive(policy, "object-src")).toEqual(["'none'"]);
    expect(directive(policy, "base-uri")).toEqual(["'self'"]);
    expect(directive(policy, "form-action")).toEqual(["'self'"]);
    expect(directive(policy, "frame-ancestors")).toEqual(["'none'"]);
    expect(directive(policy, "frame-src")).toEqual(["'none'"]);
    expect(directive(policy, "connect-src")).toEqual(["'self'"]);
    expect(directive(policy, "script-src")).not.toContain("'unsafe-eval'");
  });

  it("allows only the configured scheduler origin in frames", () => {
    const policy = contentSecurityPolicy({
      schedulerUrl: "https://cal.com/lexor/demo?embed=true",
      analytics: false,
      development: false,
    });
    expect(directive(policy, "frame-src")).toEqual(["https://cal.com"]);
  });

  it("adds Firebase Analytics endpoints only when configured, and eval only in development", () => {
    const policy = contentSecurityPolicy({ analytics: true, development: true });
    expect(directive(policy, "connect-src")).toContain("https://firebase.googleapis.com");
    expect(directive(policy, "script-src")).toContain("https://www.googletagmanager.com");
    expect(directive(policy, "script-src")).toContain("'unsafe-eval'");
  });

  it("lets images come from Cloud Storage only when it serves the site's images", () => {
    expect(directive(contentSecurityPolicy({ analytics: false, development: false }), "img-src")).toEqual(["'self'", "data:", "blob:"]);
    const policy = contentSecurityPolicy({ analytics: false, development: false, storageImages: true });
    expect(directive(policy, "img-src")).toEqual(["'self'", "data:", "blob:", "https://firebasestorage.googleapis.com"]);
    expect(directive(policy, "connect-src")).toEqual(["'self'"]);
  });

  it("sends HSTS, nosniff, referrer and permissions policies", () => {
    const keys = securityHeaders({ analytics: false, development: false }).map((header) => header.key);
    expect(keys).toEqual(expect.arrayContaining(["Strict-Transport-Security", "X-Content-Type-Options", "Referrer-Policy", "Permissions-Policy"]));
  });

  it("sets Cross-Origin-Resource-Policy, and gives stored files a sandbox that only public images relax for embedding", () => {
    const site = Object.fromEntries(securityHeaders({ analytics: false, development: false }).map(({ key, value }) => [key, value]));
    expect(site["Cross-Origin-Resource-Policy"]).toBe("same-origin");
    const files = Object.fromEntries(storedFileHeaders({ shareable: false }).map(({ key, value }) => [key, value]));
    const images = Object.fromEntries(storedFileHeaders({ shareable: true }).map(({ key, value }) => [key, value]));
    for (const headers of [files, images]) {
      expect(directive(headers["Content-Security-Policy"] ?? "", "default-src")).toEqual(["'none'"]);
      expect(headers["Content-Security-Policy"]).toMatch(/(^|; )sandbox($|;)/);
    }
    expect(files["Cross-Origin-Resource-Policy"]).toBe("same-origin");
    expect(images["Cross-Origin-Resource-Policy"]).toBe("cross-origin");
  });
});
