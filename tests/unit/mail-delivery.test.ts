import { describe, expect, it } from "vitest";
import { MessageBuildError } from "@/lib/ports/mail/escape";
import { MAX_RETRY_DELAY_MS, retryDelayMs } from "@/lib/services/mail-delivery/backoff";
import { classifyFailure } from "@/lib/services/mail-delivery/failure";
import { mailboxKey, RECIPIENT_DAILY_LIMITS, recipientSlotIds, tagFamilyKey } from "@/lib/services/mail-delivery/recipient-limit";
import { formatMailSummary } from "@/lib/services/mail-delivery/status-report";

describe("retry delays", () => {
  it("double per attempt from the base, with half of each delay random, and stop growing at an hour", () => {
    const low = () => 0;
    const high = () => 1;
    expect([1, 2, 3, 4].map((attempt) => retryDelayMs(attempt, 30_000, low))).toEqual([15_000, 30_000, 60_000, 120_000]);
    expect([1, 2, 3, 4].map((attempt) => retryDelayMs(attempt, 30_000, high))).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(30, 30_000, high)).toBe(MAX_RETRY_DELAY_MS);
    expect(retryDelayMs(30, 30_000, low)).toBe(MAX_RETRY_DELAY_MS / 2);
    expect(retryDelayMs(2, 30_000, () => 0.5)).toBe(45_000);
  });
});

describe("delivery failures", () => {
  const smtpError = (fields: Record<string, unknown>) => Object.assign(new Error("smtp"), fields);

  it("are final for a message that cannot be built and for the server's permanent refusal of this message", () => {
    expect(classifyFailure(new MessageBuildError("To is not one mailbox address"))).toEqual({
      permanent: true,
      reason: "cannot be built: To is not one mailbox address",
    });
    // The same error thrown by another bundle's copy of the class (the mailer and the worker of a
    // Next server are bundled apart): recognised by its code.
    class OtherBundlesMessageBuildError extends Error {
      readonly code = "EMESSAGEBUILD";
    }
    expect(classifyFailure(new OtherBundlesMessageBuildError("Subject must not contain control characters"))).toEqual({
      permanent: true,
      reason: "cannot be built: Subject must not contain control characters",
    });
    const refused = classifyFailure(smtpError({ code: "EENVELOPE", responseCode: 550, permanent: true, response: "550 5.1.1 No such mailbox here" }));
    expect(refused).toEqual({ permanent: true, reason: "refused by the mail server: 550 5.1.1 No such mailbox here" });
    expect(classifyFailure(smtpError({ code: "EMESSAGE", responseCode: 554, permanent: true, response: "554 spam" })).permanent).toBe(true);
    expect(classifyFailure(smtpError({ code: "EENVELOPE", message: "No recipients defined" })).permanent).toBe(true);
  });

  it("are worth another try for the connection, a 4xx, a 503 and our own login", () => {
    for (const error of [
      smtpError({ code: "ECONNECTION" }),
      smtpError({ code: "ETIMEDOUT" }),
      smtpError({ code: "ESOCKET" }),
      smtpError({ code: "EENVELOPE", responseCode: 451, permanent: false }),
      smtpError({ code: "EENVELOPE", responseCode: 503, permanent: false }),
      smtpError({ code: "EAUTH", responseCode: 535, permanent: true }),
      new Error("connect ECONNREFUSED 127.0.0.1:2525"),
    ]) {
      expect(classifyFailure(error).permanent, JSON.stringify(error)).toBe(false);
    }
  });
});

describe("per-recipient limit", () => {
  it("counts case, sub-address and Gmail dot variants as one mailbox", () => {
    const victim = mailboxKey("victim@example.org");
    for (const variant of ["Victim@Example.org", "victim+1@example.org", "VICTIM+spam+more@EXAMPLE.ORG"]) {
      expect(mailboxKey(variant)).toBe(victim);
    }
    expect(mailboxKey("v.i.c.t.i.m+x@googlemail.com")).toBe(mailboxKey("victim@gmail.com"));
    expect(mailboxKey("v.ictim@example.org")).not.toBe(victim);
    expect(mailboxKey("victim@example.com")).not.toBe(victim);
  });

  it("counts a provider's subdomain addressing as the one mailbox it delivers to", () => {
    const fastmail = new Set(Array.from({ length: 50 }, (_, n) => mailboxKey(`n${n}@victim.fastmail.com`)));
    expect([...fastmail]).toEqual([mailboxKey("victim@fastmail.com")]);
    expect(mailboxKey("Anything@Mail.Victim.FastMail.fm")).toBe(mailboxKey("victim@fastmail.fm"));
    expect(mailboxKey("n1+tag@victim.fastmail.com")).toBe("victim@fastmail.com");
    expect(mailboxKey("victim@fastmail.com")).not.toBe(mailboxKey("other@fastmail.com"));
    expect(mailboxKey("victim@notfastmail.com")).toBe("victim@notfastmail.com");
  });

  it("puts `-` tagged addresses of one name in one family, except at large providers whose addressing is known", () => {
    const families = new Set(Array.from({ length: 50 }, (_, n) => tagFamilyKey(`victim-n${n + 1}@example.net`)));
    expect([...families]).toEqual(["victim-*@example.net"]);
    expect(tagFamilyKey("Victim-Tag+x@Example.NET")).toBe("victim-*@example.net");
    expect(tagFamilyKey("victim@example.net")).toBeNull();
    expect(tagFamilyKey("-victim@example.net")).toBeNull();
    expect(tagFamilyKey("mary-ann@outlook.com")).toBeNull();
    expect(tagFamilyKey("anything@mary-ann.fastmail.com")).toBeNull();
    expect(tagFamilyKey("mary-ann@example.net")).not.toBe(tagFamilyKey("mary-ann@example.org"));
  });

  it("gives each limited kind its day's slots per mailbox, and none to mail for our own teams", () => {
    const now = new Date("2026-05-01T23:59:59.000Z");
    const slots = recipientSlotIds("newsletter-welcome", "Victim+1@example.org", now);
    expect(slots).toHaveLength(RECIPIENT_DAILY_LIMITS["newsletter-welcome"] ?? -1);
    expect(slots).toEqual(recipientSlotIds("newsletter-welcome", "victim@example.org", now));
    expect(slots[0]).toMatch(/^newsletter-welcome\.2026-05-01\.1\.[0-9a-f]{64}$/);
    expect(slots[0]).not.toContain("victim");
    expect(recipientSlotIds("newsletter-welcome", "victim@example.org", new Date("2026-05-02T00:00:00.000Z"))).not.toEqual(slots);
    expect(recipientSlotIds("application-confirmation", "victim@example.org", now)).toHaveLength(5);
    expect(recipientSlotIds("demo-request-note", "sales@lexor.example", now)).toEqual([]);
  });
});

describe("mail status report", () => {
  it("prints the counts, the failing reasons and each dead letter with its reason", () => {
    const report = formatMailSummary({
      counts: { pending: 3, sending: 1, retrying: 2, sent: 40, dead: 1, cancelled: 0 },
      failing: [{ reason: "connect ECONNREFUSED 127.0.0.1:2525", count: 2 }],
      deadLetters: [
        {
          id: "1795238900309-1006e181",
          kind: "demo-request-note",
          source: { collection: "demoRequests", id: "1795238900300-00aa11bb" },
          attempts: 1,
          deadAt: "2026-05-01T10:00:00.000Z",
          reason: "cannot be built: Subject must not contain control characters",
        },
      ],
    });
    expect(report).toContain(
      "Outbox: 3 pending, 1 sending, 2 failed and waiting to retry, 1 dead-lettered, 40 sent, 0 cancelled (the recipient left before delivery).",
    );
    expect(report).toContain("2 × connect ECONNREFUSED 127.0.0.1:2525");
    expect(report).toContain("1795238900309-1006e181  demo-request-note  from demoRequests/1795238900300-00aa11bb  1 attempt");
    expect(report).toContain("cannot be built: Subject must not contain control characters");
  });
});
