import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type ErrorResponseParts, errorResponseParts } from "@/lib/services/http/errors";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readOwedRefresh } from "@/lib/features/content/owed-refresh";
import { documentVersion, EditProblem, keepSubmission, NEW_VERSION } from "@/lib/features/content/edits";
import { keptPostSubmission, listStaffPosts, type PostEditDependencies, type PostForm, savePost, staffPost } from "@/lib/features/content/post-edits";
import { loadContentFolder } from "@/lib/features/content/load";
import { pushContent } from "@/lib/features/content/push";
import { getPostBySlug } from "@/lib/features/content/records";
import { isRemovedAddressIn } from "@/lib/features/content/removed-keys";
import { COLLECTIONS } from "@/lib/services/collections";
import { createSqliteDocumentStore } from "@/lib/ports/documents/sqlite";
import { createLocalFileStore } from "@/lib/ports/files/local";
import { resolveConfig } from "@/lib/primitives/config";

// The browser editor's write path against a real SQLite file: the schema and push content:push
// uses, the version every save carries, and what a refused save keeps.
const NOW = new Date("2026-11-23T12:00:00.000Z");
let dataDir: string;
let deps: PostEditDependencies;

const form = (fields: Partial<PostForm>): PostForm => ({
  id: "",
  version: NEW_VERSION,
  intent: "save",
  title: "Browser post",
  slug: "browser-post",
  excerpt: "Written in the browser.",
  category: "Engineering",
  tags: "Editing, Browser",
  authorName: "Ada Editor",
  authorRole: "",
  publishedAt: "",
  coverAlt: "",
  markdown: "Hello from the **editor**.",
  ...fields,
});

async function refusal(work: Promise<unknown>): Promise<ErrorResponseParts> {
  const error = await work.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(EditProblem);
  return errorResponseParts(error) as ErrorResponseParts;
}

beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lexor-post-edits-"));
  deps = {
    store: createSqliteDocumentStore(path.join(dataDir, "lexor.sqlite")),
    files: createLocalFileStore(resolveConfig({ DATA_DIR: dataDir })),
    now: () => NOW,
  };
});

afterAll(async () => {
  await deps.store.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("the post write path", () => {
  it("creates a draft, publishes it, keeps a former slug and withdraws it, owing the refresh each time", async () => {
    expect(await savePost(form({}), deps)).toEqual({ id: "browser-post", changed: true });
    const draft = await staffPost("browser-post", deps);
    expect(draft?.state).toBe("draft");
    expect(draft?.post.markdown).toBe("Hello from the **editor**.");
    expect(draft?.post.content).toBe("<p>Hello from the <strong>editor</strong>.</p>");
    expect((await readOwedRefresh(deps.store)).documents).toEqual([{ collection: "blogs", id: "browser-post" }]);

    await savePost(form({ id: "browser-post", version: draft?.version, intent: "publish" }), deps);
    const published = await staffPost("browser-post", deps);
    expect(published?.state).toBe("published");
    expect(published?.post.publishedAt).toBe(NOW.toISOString());

    await savePost(form({ id: "browser-post", version: published?.version, slug: "browser-post-renamed", title: "Renamed" }), deps);
    const renamed = await getPostBySlug(deps.store, "browser-post-renamed");
    expect(renamed).toMatchObject({ id: "browser-post", title: "Renamed", formerSlugs: ["browser-post"], status: "published" });
    expect((await readOwedRefresh(deps.store)).paths).toEqual(expect.arrayContaining(["/blog/browser-post", "/blog/browser-post-renamed"]));

    const before = await staffPost("browser-post", deps);
    await savePost(form({ id: "browser-post", version: before?.version, slug: "browser-post-renamed", intent: "unpublish" }), deps);
    expect((await staffPost("browser-post", deps))?.state).toBe("withdrawn");
    expect(await isRemovedAddressIn(deps.store, "/blog/browser-post-renamed")).toBe(true);
    expect(await isRemovedAddressIn(deps.store, "/blog/browser-post")).toBe(true);
  });

  it("refuses a save based on an older version and writes nothing", async () => {
    await savePost(form({ slug: "two-editors" }), deps);
    const opened = await staffPost("two-editors", deps);
    await savePost(form({ id: "two-editors", slug: "two-editors", version: opened?.version, title: "First editor" }), deps);
    const stale = await refusal(savePost(form({ id: "two-editors", slug: "two-editors", version: opened?.version, title: "Second editor" }), deps));
    expect(stale.status).toBe(409);
    expect(stale.message).toMatch(/Someone else saved this post/);
    expect((await staffPost("two-editors", deps))?.post.title).toBe("First editor");
  });

  it("takes a change made by content:push as a new version", async () => {
    await savePost(form({ slug: "pushed-over" }), deps);
    const opened = await staffPost("pushed-over", deps);
    const folder = path.join(dataDir, "content");
    fs.mkdirSync(path.join(folder, "posts"), { recursive: true });
    fs.writeFileSync(
      path.join(folder, "posts", "pushed-over.md"),
      "---\ntitle: From a file\nslug: pushed-over\nexcerpt: Pushed.\ncategory: Data\nstatus: draft\npublishedAt: 2026-06-01T08:00:00Z\n---\n\nFile body.\n",
    );
    const loaded = loadContentFolder(folder);
    expect(loaded.problems).toEqual([]);
    await pushContent(loaded.entries, { store: deps.store, files: deps.files });
    expect((await staffPost("pushed-over", deps))?.post.markdown).toBe("File body.");
    expect((await refusal(savePost(form({ id: "pushed-over", slug: "pushed-over", version: opened?.version }), deps))).status).toBe(409);
  });

  it("refuses a new post whose address is taken, and bad fields, naming each field", async () => {
    expect((await refusal(savePost(form({ slug: "two-editors" }), deps))).status).toBe(409);
    const invalid = await refusal(savePost(form({ slug: "Not A Slug", title: "", intent: "schedule", publishedAt: "2020-01-01T00:00:00Z" }), deps));
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.details?.fields as object)).toEqual(expect.arrayContaining(["slug"]));
    const past = await refusal(savePost(form({ slug: "too-late", intent: "schedule", publishedAt: "2020-01-01T00:00:00Z" }), deps));
    expect(past.details?.fields).toEqual({ publishedAt: "to schedule, give a publish time in the future" });
    const outside = await refusal(savePost(form({ slug: "outside-image", markdown: "![x](https://elsewhere.example/x.png)" }), deps));
    expect(outside.details?.fields).toHaveProperty("markdown");
    expect(await deps.store.get(COLLECTIONS.blogs, "too-late")).toBeNull();
  });

  it("lists a scheduled post as scheduled and keeps stored script out of the stored content", async () => {
    await savePost(
      form({
        slug: "later",
        title: "<script>alert(1)</script>",
        intent: "schedule",
        publishedAt: "2026-12-24T08:00:00Z",
        markdown: "<img src=x onerror=alert(1)><script>alert(2)</script>Body",
      }),
      deps,
    );
    const listed = (await listStaffPosts(deps)).find((entry) => entry.post.id === "later");
    expect(listed?.state).toBe("scheduled");
    expect(listed?.post.content).not.toMatch(/script|onerror/);
  });

  it("keeps one refused submission per staff member, for its own post only", async () => {
    const sent = form({ id: "two-editors", markdown: "My long text" });
    await keepSubmission("ada@lexor.example", { form: sent, message: "Refused", fields: {} }, deps);
    expect((await keptPostSubmission("ada@lexor.example", "two-editors", deps))?.form.markdown).toBe("My long text");
    expect(await keptPostSubmission("ada@lexor.example", "another", deps)).toBeNull();
    expect(await keptPostSubmission("grace@lexor.example", "two-editors", deps)).toBeNull();
    expect(documentVersion(null)).toBe(NEW_VERSION);
  });
});
