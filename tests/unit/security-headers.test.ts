import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, securityHeaders } from "@/lib/security/headers";

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
    expect(keys).toEqual(
      expect.arrayContaining([
        "Strict-Transport-Security",
        "X-Content-Type-Options",
        "Referrer-Policy",
        "Permissions-Policy",
      ]),
    );
  });
});
