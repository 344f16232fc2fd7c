import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { DocumentStore } from "@/lib/ports/documents/port";
import { COLLECTIONS } from "@/lib/services/collections";
import { createSqliteDocumentStore } from "@/lib/ports/documents/sqlite";
import { digestDraft, postDraft } from "@/lib/features/newsletter/digest";
import { createIssue } from "@/lib/features/newsletter/issues";
import { demoBlogPosts } from "@/tests/support/demo-content";

// The digest a staff member starts an issue from: the posts published since the last send, on a real SQLite file.
let dir: string;
let store: DocumentStore;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "lexor-digest-"));
  store = createSqliteDocumentStore(path.join(dir, "lexor.sqlite"));
});
afterEach(async () => {
  await store.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function post(index: number, publishedAt: string, status = "published") {
  const { id, ...data } = demoBlogPosts[index] ?? (demoBlogPosts[0] as (typeof demoBlogPosts)[number]);
  expect((await store.commit([{ op: "create", collection: COLLECTIONS.blogs, id, data: { ...data, publishedAt, status } }])).committed).toBe(true);
  return demoBlogPosts[index]?.slug ?? "";
}

describe("newsletter digest", () => {
  it("lists the live posts published since the last issue was sent, and none before it or unpublished", async () => {
    const before = await post(0, "2026-10-01T09:00:00.000Z");
    const after = await post(1, "2026-11-15T09:00:00.000Z");
    const draft = await post(2, "2026-11-16T09:00:00.000Z", "draft");
    const id = await createIssue({ subject: "October", body: "Body" }, "editor@lexor.example", store, new Date("2026-10-31T00:00:00.000Z"));
    await store.commit([{ op: "update", collection: COLLECTIONS.newsletterIssues, id, data: { status: "queued", sendStartedAt: "2026-11-01T00:00:00.000Z" } }]);

    const digest = await digestDraft(store, "https://lexor.example", new Date("2026-12-01T00:00:00.000Z"));
    expect(digest.subject).toBe("Lexor digest, 2026-12-01");
    expect(digest.body).toContain("since 2026-11-01");
    expect(digest.body).toContain(`(https://lexor.example/blog/${after})`);
    expect(digest.body).not.toContain(`/blog/${before})`);
    expect(digest.body).not.toContain(`/blog/${draft})`);
  });

  it("makes one live post an issue to edit, and no issue of a draft, a scheduled or an unknown post", async () => {
    const now = new Date("2026-12-01T00:00:00.000Z");
    const live = await post(0, "2026-11-15T09:00:00.000Z");
    const { id: liveId, title, excerpt } = demoBlogPosts[0] ?? (demoBlogPosts[0] as never);
    await post(1, "2026-11-16T09:00:00.000Z", "draft");
    await post(2, "2026-12-24T09:00:00.000Z");
    const draft = await postDraft(store, "https://lexor.example", liveId, now);
    expect(draft?.subject).toBe(title);
    expect(draft?.body).toContain(excerpt);
    expect(draft?.body).toContain(`(https://lexor.example/blog/${live})`);
    for (const id of [demoBlogPosts[1]?.id ?? "", demoBlogPosts[2]?.id ?? "", "no-such-post"])
      expect(await postDraft(store, "https://lexor.example", id, now)).toBeNull();
  });
});
