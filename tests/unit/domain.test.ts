import { describe, expect, it } from "vitest";
import { applicationSchemaFor } from "@/lib/primitives/domain/application";
import { blogPostSchema } from "@/lib/primitives/domain/blog-post";
import { brandCounter, brandSchema } from "@/lib/primitives/domain/brand";
import { departmentSchema, experienceMinYears } from "@/lib/primitives/domain/department";
import { emailAddressSchema, isMailboxAddress } from "@/lib/primitives/domain/email-address";
import { hasUnsafeHeaderCharacter, headerText, withoutUnsafeHeaderCharacters } from "@/lib/primitives/domain/header-text";
import { newsletterEmailSchema } from "@/lib/primitives/domain/newsletter";

describe("domain schemas", () => {
  it("reads non-array lists of a department as empty", () => {
    const department = departmentSchema.parse({ id: "x", title: "X", roles: "Engineer", benefits: null });
    expect(department.roles).toEqual([]);
    expect(department.benefits).toEqual([]);
    expect(department.requirements).toEqual({ githubRequired: false, techStackRequired: false });
  });

  it("reads experience as text and finds its minimum", () => {
    const department = departmentSchema.parse({ id: "x", title: "X", experience: 4 });
    expect(department.experience).toBe("4+ years");
    expect(experienceMinYears(department)).toBe(4);
  });

  it("reads missing post counters as 0 and a missing author as Lexor Team", () => {
    const post = blogPostSchema.parse({ id: "p", slug: "p", title: "P", publishedAt: "2026-01-01T00:00:00Z", views: "12" });
    expect(post.views).toBe(0);
    expect(post.likes).toBe(0);
    expect(post.author.name).toBe("Lexor Team");
  });

  it("converts Firestore timestamps to ISO strings", () => {
    const when = new Date("2026-02-03T04:05:06Z");
    const post = blogPostSchema.parse({ id: "p", slug: "p", title: "P", publishedAt: { toDate: () => when } });
    expect(post.publishedAt).toBe(when.toISOString());
  });

  it("prints the platform counter from version, number, or 1", () => {
    expect(brandCounter(brandSchema.parse({ id: "a", name: "A", version: "2.4", number: 9 }))).toBe("2.4/1");
    expect(brandCounter(brandSchema.parse({ id: "a", name: "A", number: 3 }))).toBe("3/1");
    expect(brandCounter(brandSchema.parse({ id: "a", name: "A" }))).toBe("1/1");
  });

  it("accepts and normalises newsletter addresses", () => {
    expect(newsletterEmailSchema.parse("  Ada@Example.COM ")).toBe("ada@example.com");
    for (const bad of ["", "ada", "ada@example", "a b@example.com", "ada@@example.com", "ad\u0000a@example.com", "ada@exa\u007fmple.com"]) {
      expect(newsletterEmailSchema.safeParse(bad).success).toBe(false);
    }
  });

  it("takes one mailbox and nothing else as an address, for every form", () => {
    for (const good of [
      "ada@example.com",
      "ada.lovelace+newsletter@mail.example.co.uk",
      "o'brien@example.ie",
      "x_y-z@sub-domain.example",
      "ada@xn--bcher-kva.example",
      `${"a".repeat(64)}@example.com`,
    ]) {
      expect(isMailboxAddress(good), good).toBe(true);
    }
    for (const bad of [
      "a,victim@example.org",
      "b<victim@example.org>",
      "Ada <ada@example.com>",
      "ada@example.com>",
      "ada@example.com;victim@example.org",
      "ada@example.com, victim@example.org",
      '"ada"@example.com',
      '"victim@example.org"@example.com',
      "victim@example.org:x",
      "ada lovelace@example.com",
      "ada@example.com (comment)",
      "victim%example.org@relay.example",
      "relay!victim@example.org",
      "ada@[127.0.0.1]",
      "ada@localhost",
      ".ada@example.com",
      "ada.@example.com",
      "ada..lovelace@example.com",
      "ada@-example.com",
      "ada@example.c",
      "ada@example.123",
      "adä@example.com",
      `${"a".repeat(65)}@example.com`,
      `ada@${"a".repeat(63)}.${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(63)}.com`,
    ]) {
      expect(isMailboxAddress(bad), bad).toBe(false);
    }
  });

  it("refuses control characters, line separators and bidi controls in addresses and header text, before trimming", () => {
    const unsafe = ["\u0000", "\t", "\r\n", "\u001b", "\u007f", "\u0085", "\u2028", "\u2029", "\u202a", "\u202e", "\u2066", "\u2069"];
    const name = headerText("Name", 200);
    const email = emailAddressSchema();
    for (const character of unsafe) {
      for (const value of [`Ada${character}`, `${character}Ada`, `A${character}da`]) {
        const refused = name.safeParse(value);
        expect(refused.success, JSON.stringify(value)).toBe(false);
        expect(refused.error?.issues).toEqual([expect.objectContaining({ message: "Name must not contain control characters." })]);
      }
      expect(email.safeParse(`ada@example.com${character}`).success, JSON.stringify(character)).toBe(false);
      expect(hasUnsafeHeaderCharacter(`x${character}`)).toBe(true);
    }
    expect(name.parse("  Ada Lovelace — Zoë Ørsted  ")).toBe("Ada Lovelace — Zoë Ørsted");
  });

  it("refuses RFC 2047 encoded words that a mail client would decode to control or bidi characters", () => {
    const company = headerText("Company", 200);
    const crlfNul = `=?utf-8?B?${Buffer.from("ACME\r\nBcc: all@victim.example\u0000").toString("base64")}?=`;
    for (const value of [
      "=?utf-8?Q?Invoice_=E2=80=AEfdp.exe?=",
      crlfNul,
      "=?UTF-8?q?a=0D=0Ab?=",
      "Ltd =?utf-8?Q?=C2=85?=",
      "=?x-unknown-charset?Q?anything?=",
    ]) {
      expect(company.safeParse(value).success, value).toBe(false);
      expect(hasUnsafeHeaderCharacter(value), value).toBe(true);
    }
    for (const value of ["=?utf-8?Q?Zo=C3=AB_=C3=98rsted?=", "ACME =? Ltd", "a=?b"]) {
      expect(company.safeParse(value).success, value).toBe(true);
    }
    expect(withoutUnsafeHeaderCharacters("New\r\nBcc:\u202Eevil\u0000")).toBe("New Bcc: evil");
  });

  it("requires GitHub and tech stack only when the department does", () => {
    const base = {
      departmentId: "engineering",
      role: "Engineer",
      name: "Ada",
      email: "ada@example.com",
      phone: "+44 20 7946 0000",
      resumeToken: "token",
    };
    expect(applicationSchemaFor({ githubRequired: false, techStackRequired: false }).safeParse(base).success).toBe(true);
    const strict = applicationSchemaFor({ githubRequired: true, techStackRequired: true }).safeParse(base);
    expect(strict.success).toBe(false);
    expect(strict.error?.issues.map((issue) => issue.path[0])).toEqual(["github", "techStack"]);
    const injected = applicationSchemaFor({ githubRequired: false, techStackRequired: false }).safeParse({
      ...base,
      name: "Ada\r\nBcc: victim@example.com",
    });
    expect(injected.success).toBe(false);
  });
});
