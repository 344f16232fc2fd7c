import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { errorResponseParts } from "@/lib/services/http/errors";
import { submitDemoRequest } from "@/lib/features/demo-requests/submit";
import type { AdminDocumentStore, OutboxMail } from "@/lib/ports/documents/port";
import { COLLECTIONS } from "@/lib/services/collections";
import { createSqliteDocumentStore } from "@/lib/ports/documents/sqlite";
import { demoRequestSchema } from "@/lib/primitives/domain/demo-request";
import { HONEYPOT_MESSAGE } from "@/lib/primitives/domain/honeypot";
import { sqliteDocuments } from "@/tests/support/documents";

describe("demo requests on SQLite", () => {
  let dir: string;
  let store: AdminDocumentStore;
  const context = () => ({ store, salesEmail: "sales@lexor.example", now: () => new Date("2026-05-01T10:00:00.000Z") });

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "lexor-demo-"));
    store = createSqliteDocumentStore(path.join(dir, "test.sqlite"));
  });
  afterEach(async () => {
    await store.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("stores the request in demoRequests with the sales team's email, replying to the visitor, in the outbox", async () => {
    const form = demoRequestSchema.parse({ name: " Ada ", email: "ada@acme.example", company: "Acme <Labs>", message: "Hi & hello" });
    const { id } = await submitDemoRequest(form, context());
    expect(await store.get(COLLECTIONS.demoRequests, id)).toEqual({
      name: "Ada",
      email: "ada@acme.example",
      company: "Acme <Labs>",
      message: "Hi & hello",
      createdAt: "2026-05-01T10:00:00.000Z",
    });
    const [note, ...others] = sqliteDocuments<OutboxMail>(path.join(dir, "test.sqlite"), COLLECTIONS.mailOutbox);
    expect(others).toEqual([]);
    expect(note?.data).toMatchObject({
      kind: "demo-request-note",
      status: "pending",
      source: { collection: "demoRequests", id },
      message: { id: note?.id, to: "sales@lexor.example", replyTo: "ada@acme.example", subject: "Demo request: Ada at Acme <Labs>" },
    });
    expect(note?.data.message.html).toContain("Acme &lt;Labs&gt;");
    expect(note?.data.message.html).toContain("Hi &amp; hello");
  });

  it("refuses a filled-in honeypot with the apply form's answer, and stores and queues nothing", async () => {
    const form = demoRequestSchema.parse({ name: "Bot", email: "bot@spam.example", company: "Spam", website: "http://spam.example" });
    expect(await submitDemoRequest(form, context()).then(() => null, errorResponseParts)).toMatchObject({
      status: 400,
      message: HONEYPOT_MESSAGE,
      details: undefined,
    });
    expect(await store.countRaw(COLLECTIONS.demoRequests)).toBe(0);
    expect(await store.countRaw(COLLECTIONS.mailOutbox)).toBe(0);
  });

  it("refuses control characters in every field that reaches a header, naming the field", () => {
    const base = { name: "Ada", email: "ada@acme.example", company: "Acme" };
    for (const [field, value] of [
      ["name", "Ada\u0000"],
      ["name", "Ada\u202Eevil"],
      ["company", "Acme\u2028Bcc: x@example.com"],
      ["company", "Acme\u2066"],
      ["email", "ada@acme.example\r\nBcc: x@example.com"],
      ["email", "a,victim@example.org"],
    ] as const) {
      const result = demoRequestSchema.safeParse({ ...base, [field]: value });
      expect(result.success, `${field}: ${JSON.stringify(value)}`).toBe(false);
      expect(result.error?.issues.map((issue) => issue.path[0])).toEqual([field]);
    }
  });
});
