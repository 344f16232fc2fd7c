import { describe, expect, it } from "vitest";
import { STAFF_EMAIL_PLACEHOLDERS, staffEmailTemplates } from "@/content/staff-emails";
import { candidateDraft, fillPlaceholders, senderName } from "@/lib/features/staff/candidate-email";
import { applicationHistory } from "@/lib/features/staff/history";

describe("the candidate email templates", () => {
  it("use only the placeholders the page fills in", () => {
    for (const [id, { subject, body }] of Object.entries(staffEmailTemplates)) {
      const used = [...`${subject}\n${body}`.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
      expect(
        used.filter((name) => !(STAFF_EMAIL_PLACEHOLDERS as readonly string[]).includes(name ?? "")),
        id,
      ).toEqual([]);
    }
  });

  it("fill in the candidate's first name, the role, the department and the sender, leaving other braces as written", () => {
    const draft = candidateDraft("rejection", { name: "  Ada   Lovelace ", role: "Data Engineer" }, "Engineering", { email: "grace.hopper@lexor.example" });
    expect(draft.subject).toBe("Your application for Data Engineer at Lexor");
    expect(draft.body).toMatch(/^Hi Ada,\n/);
    expect(draft.body).toMatch(/Grace Hopper\nEngineering team, Lexor$/);
    expect(draft.body).not.toMatch(/\{\w+\}/);
    expect(fillPlaceholders("{role} {unknown}", { firstName: "", role: "Analyst", department: "", sender: "" })).toBe("Analyst {unknown}");
    expect(senderName("sam@lexor.example")).toBe("Sam");
  });
});

describe("an application's history", () => {
  const note = (id: string, at: string, extra: object = {}) => ({ id, at, author: "ada@lexor.example", text: "", ...extra });
  const mail = (id: string, createdAt: string, subject: string, status = "sent") => ({ id, kind: "", to: "c@example.com", subject, status, createdAt });

  it("is one list in order, each email staff sent once, with its delivery", () => {
    const history = applicationHistory(
      [
        note("3-a", "2026-01-03T00:00:00.000Z", { move: { from: "new", to: "interview" } }),
        note("4-a", "2026-01-04T00:00:00.000Z", { email: { subject: "Interview", to: "c@example.com", mailId: "4-b" } }),
        note("2-a", "2026-01-02T00:00:00.000Z", { text: "Looks good" }),
      ],
      [mail("1-a", "2026-01-01T00:00:00.000Z", "We received your application"), mail("4-b", "2026-01-04T00:00:00.000Z", "Interview", "pending")],
    );
    expect(history.map((item) => [item.id, item.author, item.mail?.subject, item.mail?.status])).toEqual([
      ["1-a", "", "We received your application", "sent"],
      ["2-a", "ada@lexor.example", undefined, undefined],
      ["3-a", "ada@lexor.example", undefined, undefined],
      ["4-a", "ada@lexor.example", "Interview", "pending"],
    ]);
  });
});
