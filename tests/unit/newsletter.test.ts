import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { newsletterButtonLabel, newsletterOutcome, NEWSLETTER_MESSAGES } from "@/components/newsletter/newsletter-outcome";
import { resolveConfig } from "@/lib/primitives/config";
import { INVALID_EMAIL_MESSAGE } from "@/lib/primitives/domain/newsletter";
import { timestampKey } from "@/lib/ports/documents/keys";
import type { AdminDocumentStore, OutboxMail } from "@/lib/ports/documents/port";
import { COLLECTIONS } from "@/lib/services/collections";
import { createSqliteDocumentStore } from "@/lib/ports/documents/sqlite";
import { signDownload } from "@/lib/ports/files/signing";
import { HttpError } from "@/lib/services/http/errors";
import { createOutboxMailer } from "@/lib/ports/mail/outbox";
import { isOneClickRequest } from "@/lib/routes/newsletter/one-click";
import { getNewsletterSubscription, subscribe, unsubscribe } from "@/lib/features/newsletter/subscriptions";
import { createUnsubscribeToken, emailFromUnsubscribeToken } from "@/lib/features/newsletter/unsubscribe-token";
import { signText } from "@/lib/primitives/security/signature";
import { welcomeEmail } from "@/lib/features/newsletter/welcome-email";
import { sqliteDocuments } from "@/tests/support/documents";
import { parseMail } from "@/tests/support/smtp-server";

const SECRET = "unit-test-secret-0123456789abcdef0123";
const SITE = "https://lexor.example";

describe("unsubscribe tokens", () => {
  const legacyToken = (secret: string, email: string) => `${Buffer.from(email).toString("base64url")}.${signText(secret, "newsletter-unsubscribe/v1", email)}`;

  it("name the subscriber and survive a round trip", () => {
    const token = createUnsubscribeToken(SECRET, "ada@example.com");
    expect(emailFromUnsubscribeToken(SECRET, token)).toBe("ada@example.com");
  });

  it("carry nothing of the address a reader could decode", () => {
    const token = createUnsubscribeToken(SECRET, "ada@example.com");
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    const decoded = Buffer.from(token, "base64url").toString("latin1");
    expect(decoded).not.toContain("ada");
    expect(token).not.toContain(Buffer.from("ada@example.com").toString("base64url").slice(0, 8));
    expect(createUnsubscribeToken(SECRET, "ada@example.com")).not.toBe(token);
  });

  it("refuse tampering, another secret and malformed input", () => {
    const token = createUnsubscribeToken(SECRET, "ada@example.com");
    const bytes = Buffer.from(token, "base64url");
    for (const index of [0, 13, bytes.length - 1]) {
      const flipped = Buffer.from(bytes);
      flipped[index] = (flipped[index] ?? 0) ^ 1;
      expect(emailFromUnsubscribeToken(SECRET, flipped.toString("base64url")), `byte ${index}`).toBeNull();
    }
    expect(emailFromUnsubscribeToken(`${SECRET}x`, token)).toBeNull();
    expect(emailFromUnsubscribeToken(SECRET, token.slice(0, -4))).toBeNull();
    for (const bad of [null, undefined, "", "abc", `${token}.`, `${token}=`, "A".repeat(60)]) {
      expect(emailFromUnsubscribeToken(SECRET, bad)).toBeNull();
    }
  });

  it("links already sent (the address in base64 beside its HMAC) keep working, and only untampered", () => {
    const token = legacyToken(SECRET, "ada@example.com");
    expect(emailFromUnsubscribeToken(SECRET, token)).toBe("ada@example.com");
    const [payload, signature] = token.split(".") as [string, string];
    const otherPayload = Buffer.from("eve@example.com").toString("base64url");
    expect(emailFromUnsubscribeToken(SECRET, `${otherPayload}.${signature}`)).toBeNull();
    expect(emailFromUnsubscribeToken(`${SECRET}x`, token)).toBeNull();
    expect(emailFromUnsubscribeToken(SECRET, `${payload}.${signature.slice(0, -1)}A`)).toBeNull();
    for (const bad of [`${payload}.`, `.${signature}`, `${payload}.${signature}.x`]) {
      expect(emailFromUnsubscribeToken(SECRET, bad)).toBeNull();
    }
  });

  it("are not interchangeable with file-download signatures made with the same secret", () => {
    const email = "ada@example.com";
    const forged = `${Buffer.from(email).toString("base64url")}.${signDownload(SECRET, email, 0)}`;
    expect(emailFromUnsubscribeToken(SECRET, forged)).toBeNull();
  });
});

describe("welcome email", () => {
  it("carries one-click unsubscribe headers and a link to the confirmation page", () => {
    const token = createUnsubscribeToken(SECRET, "ada@example.com");
    const message = welcomeEmail({ email: "ada@example.com", siteUrl: SITE, token });
    expect(message.to).toBe("ada@example.com");
    expect(message.headers).toEqual({
      "List-Unsubscribe": `<${SITE}/api/newsletter/unsubscribe?token=${token}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect(message.text).toContain(`${SITE}/unsubscribe?token=${token}`);
    expect(message.html).toContain(`href="${SITE}/unsubscribe?token=${token}"`);
  });

  it("escapes the address in the HTML body", () => {
    const message = welcomeEmail({ email: "a<b>@example.com", siteUrl: SITE, token: "t" });
    expect(message.html).toContain("a&lt;b&gt;@example.com");
    expect(message.html).not.toContain("a<b>@");
  });

  it("goes through the real mail pipeline with its headers intact", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lexor-outbox-"));
    try {
      const settings = resolveConfig({ DATA_DIR: dir, MAIL_OUTBOX_DIR: dir });
      const token = createUnsubscribeToken(SECRET, "ada@example.com");
      await createOutboxMailer(settings).send({ ...welcomeEmail({ email: "ada@example.com", siteUrl: SITE, token }), id: timestampKey() });
      const [file] = fs.readdirSync(dir).filter((name) => name.endsWith(".eml"));
      const parsed = await parseMail(fs.readFileSync(path.join(dir, file as string)));
      const headers = Object.fromEntries(parsed.headerLines.map(({ key, line }) => [key, line.slice(key.length + 1).trim()]));
      expect(headers["list-unsubscribe"]).toBe(`<${SITE}/api/newsletter/unsubscribe?token=${token}>`);
      expect(headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("subscriptions on SQLite", () => {
  let dir: string;
  let store: AdminDocumentStore;
  let clock = new Date("2026-05-01T10:00:00.000Z");
  const context = () => ({ store, siteUrl: SITE, secret: SECRET, now: () => clock });
  const outbox = () => sqliteDocuments<OutboxMail>(path.join(dir, "test.sqlite"), COLLECTIONS.mailOutbox);

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "lexor-newsletter-"));
    store = createSqliteDocumentStore(path.join(dir, "test.sqlite"));
    clock = new Date("2026-05-01T10:00:00.000Z");
  });
  afterEach(async () => {
    await store.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("creates newsletters/{email} with its welcome email in the outbox, once", async () => {
    expect(await subscribe({ email: "ada@example.com" }, context())).toBe("created");
    expect(await store.get(COLLECTIONS.newsletters, "ada@example.com")).toEqual({
      email: "ada@example.com",
      subscribedAt: "2026-05-01T10:00:00.000Z",
      status: "active",
    });
    const [welcome, ...others] = outbox();
    expect(others).toEqual([]);
    expect(welcome?.data).toMatchObject({
      kind: "newsletter-welcome",
      status: "pending",
      source: { collection: "newsletters", id: "ada@example.com" },
      dueAt: "2026-05-01T10:00:00.000Z",
      message: { id: welcome?.id, to: "ada@example.com", subject: "Welcome to Lexor's newsletter" },
    });
    expect(await subscribe({ email: "ada@example.com" }, context())).toBe("exists");
    expect(outbox()).toHaveLength(1);
  });

  it("unsubscribes idempotently and lets the address subscribe again, welcomed at most once a day", async () => {
    await subscribe({ email: "ada@example.com" }, context());
    await unsubscribe("ada@example.com", store);
    await unsubscribe("ada@example.com", store);
    expect((await getNewsletterSubscription(store, "ada@example.com"))?.status).toBe("unsubscribed");
    expect(await subscribe({ email: "ada@example.com" }, context())).toBe("reactivated");
    expect(await getNewsletterSubscription(store, "ada@example.com")).toMatchObject({
      status: "active",
      subscribedAt: "2026-05-01T10:00:00.000Z",
    });
    expect(outbox()).toHaveLength(1);

    await unsubscribe("ada@example.com", store);
    clock = new Date("2026-05-02T00:00:00.000Z");
    expect(await subscribe({ email: "ada@example.com" }, context())).toBe("reactivated");
    expect(outbox()).toHaveLength(2);
  });

  it("welcomes one mailbox once a day, whatever variant of its address subscribes", async () => {
    const variants = ["victim@gmail.com", "victim+1@gmail.com", "v.i.c.t.i.m@gmail.com", "victim+news@googlemail.com", "Victim@GMAIL.com".toLowerCase()];
    for (const email of variants) await subscribe({ email }, context());
    expect(outbox().map((entry) => entry.data.message.to)).toEqual(["victim@gmail.com"]);
    expect(await store.countRaw(COLLECTIONS.newsletters)).toBe(4);
    await subscribe({ email: "someone.else@gmail.com" }, context());
    expect(outbox()).toHaveLength(2);
  });

  it("welcomes at most three addresses a day of one `-` tag family at a domain whose tags it cannot know", async () => {
    const emails = ["victim@example.net", ...Array.from({ length: 50 }, (_, n) => `victim-n${n + 1}@example.net`)];
    for (const email of emails) expect(await subscribe({ email }, context())).toBe("created");
    expect(await store.countRaw(COLLECTIONS.newsletters)).toBe(51);
    // One clock for every subscription: the outbox holds them in no particular order.
    expect(
      outbox()
        .map((entry) => entry.data.message.to)
        .sort(),
    ).toEqual(["victim-n1@example.net", "victim-n2@example.net", "victim@example.net"]);
    await subscribe({ email: "other-person@example.net" }, context());
    expect(outbox()).toHaveLength(4);
    clock = new Date("2026-05-02T00:00:00.000Z");
    await subscribe({ email: "victim-n51@example.net" }, context());
    expect(outbox()).toHaveLength(5);
  });

  it("welcomes every different person at a large provider, hyphenated names included", async () => {
    const people = Array.from({ length: 20 }, (_, n) => [`mary-${n}@outlook.com`, `ann.lee${n}@gmail.com`, `jean-${n}@icloud.com`]).flat();
    for (const email of people) await subscribe({ email }, context());
    expect(
      outbox()
        .map((entry) => entry.data.message.to)
        .sort(),
    ).toEqual([...people].sort());
  });

  it("changes nothing when an unknown address unsubscribes", async () => {
    await unsubscribe("nobody@example.com", store);
    expect(await getNewsletterSubscription(store, "nobody@example.com")).toBeNull();
  });
});

describe("one-click unsubscribe body", () => {
  const post = (body: string | undefined, contentType?: string) =>
    new Request("https://lexor.example/api/newsletter/unsubscribe?token=x", {
      method: "POST",
      headers: contentType ? { "content-type": contentType } : {},
      body,
    });
  const statusOf = async (request: Request) => {
    try {
      await isOneClickRequest(request);
      return 200;
    } catch (error) {
      if (error instanceof HttpError) return error.status;
      throw error;
    }
  };

  it("recognises RFC 8058's body and an empty confirmation post", async () => {
    expect(await isOneClickRequest(post("List-Unsubscribe=One-Click", "application/x-www-form-urlencoded"))).toBe(true);
    expect(await isOneClickRequest(post(undefined))).toBe(false);
    expect(await isOneClickRequest(post("", "application/x-www-form-urlencoded"))).toBe(false);
  });

  it("refuses other content types, unknown fields, wrong values and big bodies", async () => {
    expect(await statusOf(post('{"a":1}', "application/json"))).toBe(415);
    expect(await statusOf(post("List-Unsubscribe=One-Click&admin=1", "application/x-www-form-urlencoded"))).toBe(400);
    expect(await statusOf(post("List-Unsubscribe=Everything", "application/x-www-form-urlencoded"))).toBe(400);
    expect(await statusOf(post(`List-Unsubscribe=${"x".repeat(5000)}`, "application/x-www-form-urlencoded"))).toBe(413);
  });
});

describe("newsletter form outcome", () => {
  it("maps answers to what the form shows without calling a server failure an invalid address", () => {
    expect(newsletterOutcome(201, INVALID_EMAIL_MESSAGE)).toEqual({ kind: "sent", alreadySubscribed: false, message: NEWSLETTER_MESSAGES.success });
    expect(newsletterOutcome(409, INVALID_EMAIL_MESSAGE)).toEqual({ kind: "sent", alreadySubscribed: true, message: "Already subscribed!" });
    expect(newsletterOutcome(400, INVALID_EMAIL_MESSAGE)).toEqual({ kind: "failed", message: "Please enter a valid email." });
    expect(newsletterOutcome(429, INVALID_EMAIL_MESSAGE).message).toBe(NEWSLETTER_MESSAGES.rateLimited);
    expect(newsletterOutcome(503, INVALID_EMAIL_MESSAGE).message).toBe(NEWSLETTER_MESSAGES.serverError);
    expect(newsletterOutcome(null, INVALID_EMAIL_MESSAGE).message).toBe(NEWSLETTER_MESSAGES.networkError);
    for (const status of [429, 500, 503, null]) expect(newsletterOutcome(status, INVALID_EMAIL_MESSAGE).message).not.toBe("Please enter a valid email.");
  });

  it("labels the button with what is happening and what the answer was", () => {
    expect(newsletterButtonLabel({ kind: "editing" })).toBe("Subscribe");
    expect(newsletterButtonLabel({ kind: "sending" })).toBe("Subscribing...");
    expect(newsletterButtonLabel(newsletterOutcome(201, INVALID_EMAIL_MESSAGE))).toBe("Subscribed!");
    expect(newsletterButtonLabel(newsletterOutcome(409, INVALID_EMAIL_MESSAGE))).toBe("Already Subscribed");
    expect(newsletterButtonLabel(newsletterOutcome(503, INVALID_EMAIL_MESSAGE))).toBe("Subscribe");
  });
});
