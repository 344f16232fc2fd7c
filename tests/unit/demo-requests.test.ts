import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { submitDemoRequest } from "@/lib/demo-requests/submit";
import { COLLECTIONS, type DocumentStore } from "@/lib/documents/port";
import { createSqliteDocumentStore } from "@/lib/documents/sqlite";
import { demoRequestSchema } from "@/lib/domain/demo-request";

describe("demo requests on SQLite", () => {
  let dir: string;
  let store: DocumentStore;
  const context = () => ({ store, salesEmail: "sales@lexor.example", now: () => new Date("2026-05-01T10:00:00.000Z") });

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "lexor-demo-"));
    store = createSqliteDocumentStore(path.join(dir, "test.sqlite"));
  });
  afterEach(async () => {
    await store.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("stores the request in demoRequests and addresses the sales team, replying to the visitor", async () => {
    const form = demoRequestSchema.parse({ name: " Ada ", email: "ada@acme.example", company: "Acme <Labs>", message: "Hi & hello" });
    const result = await submitDemoRequest(form, context());
    if (!result.stored) throw new Error("expected the request to be stored");
    expect(await store.getRaw(COLLECTIONS.demoRequests, result.id)).toEqual({
      name: "Ada",
      email: "ada@acme.example",
      company: "Acme <Labs>",
      message: "Hi & hello",
      createdAt: "2026-05-01T10:00:00.000Z",
    });
    expect(result.notification).toMatchObject({
      to: "sales@lexor.example",
      replyTo: "ada@acme.example",
      subject: "Demo request: Ada at Acme <Labs>",
    });
    expect(result.notification.html).toContain("Acme &lt;Labs&gt;");
    expect(result.notification.html).toContain("Hi &amp; hello");
  });

  it("stores and sends nothing when the honeypot is filled in", async () => {
    const form = demoRequestSchema.parse({ name: "Bot", email: "bot@spam.example", company: "Spam", website: "http://spam.example" });
    expect(await submitDemoRequest(form, context())).toEqual({ stored: false });
    expect(await store.countRaw(COLLECTIONS.demoRequests)).toBe(0);
  });
});
