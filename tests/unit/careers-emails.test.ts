import { beforeAll, describe, expect, it } from "vitest";
import { applicantConfirmation, hiringTeamNotification } from "@/lib/features/careers/emails";
import type { Application } from "@/lib/primitives/domain/application";
import { hasUnsafeHeaderCharacter } from "@/lib/primitives/domain/header-text";
import { composeMessage } from "@/lib/ports/mail/compose";
import { MessageBuildError } from "@/lib/ports/mail/escape";
import type { MailMessage } from "@/lib/ports/mail/port";
import { withSignedLinks } from "@/lib/services/mail-delivery/links";

const application: Application = {
  role: "Full Stack Engineer",
  name: 'Ada <script>alert("x")</script> Lovelace',
  email: "ada@example.com",
  phone: "+44 20 7946 0000",
  github: "https://github.com/ada?tab=<b>",
  resumeURL: "resumes/1795238900063-60b1abeb.pdf",
  techStack: "TypeScript & <Go>\nKubernetes",
  location: "",
  workStyle: "",
  departmentId: "engineering",
  submittedAt: "2026-11-21T12:00:00.000Z",
  status: "pending",
};

describe("applicant confirmation", () => {
  const message = applicantConfirmation({
    name: application.name,
    email: application.email,
    role: application.role,
    departmentName: "Engineering",
    hiringTeamEmail: "careers@lexor.example",
  });

  const confirmationFor = (name: string) =>
    applicantConfirmation({
      name,
      email: "anyone@example.com",
      role: "Full Stack Engineer",
      departmentName: "Engineering",
      hiringTeamEmail: "careers@lexor.example",
    });

  it("goes to the applicant with a short name, the role and the department", () => {
    expect(message.to).toBe("ada@example.com");
    expect(message.replyTo).toBe("careers@lexor.example");
    expect(message.subject).toBe("We received your application for Full Stack Engineer");
    expect(message.text).toContain("Full Stack Engineer position in our Engineering team");
    const named = confirmationFor("Zoë O'Brien-Ørsted");
    expect(named.text).toContain("Hi Zoë O'Brien-Ørsted,");
    expect(named.html).toContain("Hi Zoë O&#39;Brien-Ørsted,");
  });

  it("repeats no other text the sender chose to an address nobody has proven", () => {
    const phishing = "Alice. URGENT: your payroll account is suspended, verify at https://evil.example/login";
    for (const name of [phishing, application.name, "Alice https://evil.example", "a".repeat(41), "Call 0800 123 456"]) {
      const confirmation = confirmationFor(name);
      expect(confirmation.text, name).toMatch(/^Hello,\n/);
      expect(confirmation.html, name).toContain("<p>Hello,</p>");
      for (const part of [confirmation.text, confirmation.html, confirmation.subject]) {
        expect(part).not.toMatch(/URGENT|evil\.example|payroll|script|0800/);
      }
    }
  });
});

describe("hiring team notification", () => {
  const link = "https://lexor.example/api/files/resumes/1.pdf?expires=1&signature=abc";
  const sentAt = new Date("2026-11-21T12:00:00.000Z");
  const queued = hiringTeamNotification({
    applicationId: "1795238900309-1006e181",
    application,
    departmentName: "Engineering",
    hiringTeamEmail: "careers@lexor.example",
    resumeLinkExpiresAt: new Date("2026-11-28T12:00:00.000Z"),
  });
  const signed: Array<[string, number]> = [];
  let message: MailMessage;
  beforeAll(async () => {
    message = await withSignedLinks(
      { ...queued, id: "1795238900309-1006e181" },
      async (key, seconds) => {
        signed.push([key, seconds]);
        return link;
      },
      sentAt,
    );
  });

  it("signs the résumé link when it is sent, valid until seven days after the application", () => {
    expect(signed).toEqual([[application.resumeURL, 7 * 24 * 60 * 60]]);
    expect(message.signedLinks).toBeUndefined();
  });

  it("carries every field, the application id and the signed résumé link", () => {
    expect(message.to).toBe("careers@lexor.example");
    expect(message.replyTo).toBe("ada@example.com");
    for (const value of [
      application.name,
      application.email,
      application.phone,
      application.role,
      application.github,
      application.techStack,
      application.submittedAt,
      "Engineering (engineering)",
      "1795238900309-1006e181",
      link,
      "2026-11-28T12:00:00.000Z",
    ]) {
      expect(message.text).toContain(value);
    }
    expect(message.html).toContain('href="https://lexor.example/api/files/resumes/1.pdf?expires=1&amp;signature=abc"');
  });

  it("escapes every visitor value in the HTML part", () => {
    expect(message.html).not.toMatch(/<script|<b>|<Go>/);
    expect(message.html).toContain("TypeScript &amp; &lt;Go&gt;");
  });

  it("is never sent without its link: unsigned it cannot be built, and a failed or expired signature rejects", async () => {
    expect(() => composeMessage("Lexor <no-reply@lexor.example>", { ...queued, id: "1795238900309-1006e181" })).toThrow(MessageBuildError);
    const failing = async () => {
      throw new Error("Cannot sign data without `client_email`.");
    };
    await expect(withSignedLinks({ ...queued, id: "1" }, failing, sentAt)).rejects.toThrow(
      "the resume link could not be signed: Cannot sign data without `client_email`.",
    );
    await expect(withSignedLinks({ ...queued, id: "1" }, async () => link, new Date("2026-11-29T00:00:00.000Z"))).rejects.toThrow(
      /the resume link expired at 2026-11-28T12:00:00.000Z/,
    );
  });

  it("never puts a control character in a subject, whatever reaches the template", async () => {
    const injected = hiringTeamNotification({
      applicationId: "1",
      application: { ...application, name: "Mallory\r\nBcc: victim@example.com\u202E\u0000" },
      departmentName: "Engineering",
      hiringTeamEmail: "careers@lexor.example",
      resumeLinkExpiresAt: new Date(Date.now() + 60_000),
    });
    expect(hasUnsafeHeaderCharacter(injected.subject)).toBe(false);
    const sendable = await withSignedLinks({ ...injected, id: "1795238900063-60b1abeb" }, async () => link, new Date());
    expect(() => composeMessage("Lexor <no-reply@lexor.example>", sendable)).not.toThrow();
  });
});
