import { describe, expect, it } from "vitest";
import { applicantConfirmation, hiringTeamNotification } from "@/lib/careers/emails";
import type { Application } from "@/lib/domain/application";
import { hasUnsafeHeaderCharacter } from "@/lib/domain/header-text";
import { composeMessage } from "@/lib/mail/compose";

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
    applicantConfirmation({ name, email: "anyone@example.com", role: "Full Stack Engineer", departmentName: "Engineering", hiringTeamEmail: "careers@lexor.example" });

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
  const message = hiringTeamNotification({
    applicationId: "1795238900309-1006e181",
    application,
    departmentName: "Engineering",
    hiringTeamEmail: "careers@lexor.example",
    resumeLink: link,
    resumeLinkExpiresAt: new Date("2026-11-28T12:00:00.000Z"),
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

  it("names the storage key when no link could be signed", () => {
    const fallback = hiringTeamNotification({
      applicationId: "1",
      application,
      departmentName: "Engineering",
      hiringTeamEmail: "careers@lexor.example",
      resumeLink: null,
      resumeLinkExpiresAt: new Date(),
    });
    expect(fallback.text).toContain(application.resumeURL);
    expect(fallback.html).not.toContain("href=");
  });

  it("never puts a control character in a subject, whatever reaches the template", () => {
    const injected = hiringTeamNotification({
      applicationId: "1",
      application: { ...application, name: "Mallory\r\nBcc: victim@example.com\u202E\u0000" },
      departmentName: "Engineering",
      hiringTeamEmail: "careers@lexor.example",
      resumeLink: link,
      resumeLinkExpiresAt: new Date(),
    });
    expect(hasUnsafeHeaderCharacter(injected.subject)).toBe(false);
    expect(() => composeMessage("Lexor <no-reply@lexor.example>", { ...injected, id: "1795238900063-60b1abeb" })).not.toThrow();
  });
});
