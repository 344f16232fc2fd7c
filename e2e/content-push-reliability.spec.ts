import { expect, type APIRequestContext, test } from "@playwright/test";
import { authorPath } from "@/lib/features/blog/authors";
import { type CommandResult, contentCommand, contentFolder, onE2eDatabase, postFile, push, unique, writeContent } from "./support/content";

// What a push promises when things go wrong, over real HTTP against the production build: a refresh
// the site did not confirm stays owed until a later run sends it, a write the database refuses
// leaves a stated result that a rerun finishes, moved posts redirect, scheduled posts wait.
test.describe.configure({ timeout: 600_000 });

const text = async (request: APIRequestContext, path: string) => (await request.get(path)).text();

test("a push whose refresh fails is finished by the next run, with nothing changed", async ({ request, baseURL }, testInfo) => {
  const site = baseURL ?? "";
  const id = unique(testInfo.project.name);
  const slug = `owed-${id}`;
  const title = `Owed refresh ${id}`;
  // Visited first, so the address and the list are in the cache without the post.
  expect((await request.get(`/blog/${slug}`)).status()).toBe(404);
  expect(await text(request, "/blog/all")).not.toContain(title);

  const folder = contentFolder({ [`posts/${slug}.md`]: postFile({ title, slug, status: "published" }, "Stored, not yet shown.") });
  const failed = await contentCommand("push", [folder], site, { REVALIDATION_SECRET: "not-the-site-secret-0123456789" });
  expect(failed.code).toBe(1);
  expect(failed.stdout).toContain("1 created, 0 updated, 0 unchanged");
  expect(failed.stderr).toContain("NOT refreshed");
  expect(failed.stderr).toContain("HTTP 401");
  expect(failed.stderr).toContain("the refresh is recorded as owed");
  expect(failed.stderr).not.toMatch(/^\s+at /m);

  const again = await push(folder, site);
  expect(again).toContain("0 created, 0 updated, 1 unchanged");
  expect((await request.get(`/blog/${slug}`)).status()).toBe(200);
  expect(await text(request, `/blog/${slug}`)).toContain(title);
  expect(await text(request, "/blog/all")).toContain(title);
  expect(await text(request, "/blog/feed.xml")).toContain(title);
  expect(await text(request, "/sitemap.xml")).toContain(`${site}/blog/${slug}`);
  const owed = onE2eDatabase(
    (db) => db.prepare("SELECT data FROM documents WHERE collection = 'contentRefresh' AND id = 'owed'").all() as Array<{ data: string }>,
  );
  const record = JSON.parse(owed[0]?.data ?? "{}") as { documents?: unknown[]; paths?: string[]; liveAt?: Record<string, string> };
  expect(JSON.stringify([record.documents, record.paths])).not.toContain(slug);
  expect(Object.keys(record.liveAt ?? {})).toContain(`blogs/${slug}`);
});

test("a write the database refuses halfway says what was stored and what was not, and a rerun finishes", async ({ request, baseURL }, testInfo) => {
  const site = baseURL ?? "";
  const id = unique(testInfo.project.name);
  const ids = [1, 2, 3].map((n) => `half-${n}-${id}`);
  const folder = contentFolder(
    Object.fromEntries(ids.map((post) => [`posts/${post}.md`, postFile({ title: `Title of ${post}`, slug: post, status: "published" }, "Body.")])),
  );
  const trigger = `refuse_${id.replace(/\W/g, "_")}`;
  // A real storage error from the real database: SQLite itself refuses the second post's row.
  onE2eDatabase((db) =>
    db.exec(`CREATE TRIGGER ${trigger} BEFORE INSERT ON documents WHEN NEW.id = '${ids[1]}' BEGIN SELECT RAISE(ABORT, 'disk is full'); END`),
  );
  let failed: CommandResult;
  try {
    failed = await contentCommand("push", [folder], site);
  } finally {
    onE2eDatabase((db) => db.exec(`DROP TRIGGER IF EXISTS ${trigger}`));
  }
  expect(failed.code).toBe(1);
  expect(failed.stdout).toContain(`create  blogs/${ids[0]}`);
  expect(failed.stdout).toContain("1 created, 0 updated, 0 unchanged");
  expect(failed.stderr).toContain(`FAILED  blogs/${ids[1]}`);
  expect(failed.stderr).toContain("disk is full");
  expect(failed.stderr).toContain(`not stored  blogs/${ids[2]}`);
  expect(failed.stderr).toContain(`Stored 1 change(s) (blogs/${ids[0]}); not stored: blogs/${ids[1]}, blogs/${ids[2]}. Run the same command again`);
  expect(`${failed.stdout}${failed.stderr}`).not.toMatch(/^\s+at /m);
  expect((await request.get(`/blog/${ids[0]}`)).status()).toBe(200);
  expect((await request.get(`/blog/${ids[2]}`)).status()).toBe(404);

  const rerun = await push(folder, site);
  expect(rerun).toContain("2 created, 0 updated, 1 unchanged");
  for (const post of ids) expect(await text(request, `/blog/${post}`)).toContain(`Title of ${post}`);
});

test("a slug opened while its post was a draft shows the post right after it is published", async ({ request, baseURL }, testInfo) => {
  const site = baseURL ?? "";
  const slug = `soon-${unique(testInfo.project.name)}`;
  const folder = contentFolder({ [`posts/${slug}.md`]: postFile({ title: `Soon ${slug}`, slug, status: "draft" }, "Waiting.") });
  await push(folder, site);
  expect((await request.get(`/blog/${slug}`)).status()).toBe(404);
  writeContent(folder, { [`posts/${slug}.md`]: postFile({ title: `Soon ${slug}`, slug, status: "published" }, "Waiting.") });
  await push(folder, site);
  const article = await request.get(`/blog/${slug}`);
  expect(article.status()).toBe(200);
  expect(await article.text()).toContain(`Soon ${slug}`);
});

test("a post whose slug changed answers 308 from the old one, which it keeps under formerSlugs", async ({ page, request, baseURL }, testInfo) => {
  const site = baseURL ?? "";
  const id = unique(testInfo.project.name);
  const [before, after] = [`first-name-${id}`, `second-name-${id}`];
  const folder = contentFolder({ [`posts/renamed-${id}.md`]: postFile({ title: `Renamed ${id}`, slug: before, status: "published" }, "Body.") });
  await push(folder, site);
  expect((await request.get(`/blog/${before}`)).status()).toBe(200);

  writeContent(folder, {
    [`posts/renamed-${id}.md`]: postFile({ title: `Renamed ${id}`, slug: after, formerSlugs: [before], status: "published" }, "Body."),
  });
  expect(await push(folder, site)).toContain("(slug, formerSlugs)");
  const moved = await request.get(`/blog/${before}`, { maxRedirects: 0 });
  expect(moved.status()).toBe(308);
  expect(new Set(moved.headers().location?.split(", "))).toEqual(new Set([`/blog/${after}`]));
  await page.goto(`/blog/${before}`);
  expect(new URL(page.url()).pathname).toBe(`/blog/${after}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Renamed ${id}`);
  expect(await text(request, "/sitemap.xml")).not.toContain(`${site}/blog/${before}<`);
});

test("a post scheduled for a near time is nowhere until then, shows in its preview, and appears on its own", async ({ page, request, baseURL }, testInfo) => {
  const site = baseURL ?? "";
  const id = unique(testInfo.project.name);
  const slug = `scheduled-${id}`;
  const title = `Scheduled ${id}`;
  const author = `Sched Writer ${id.replace(/[^a-z0-9]/gi, " ")}`;
  const due = new Date(Date.now() + 180_000);
  const folder = contentFolder({
    [`posts/${slug}.md`]: postFile({ title, slug, status: "published", author, publishedAt: due.toISOString() }, "Not before its time."),
  });
  const surfaces = async () => {
    const [article, list, feed, sitemap, authorPage] = await Promise.all(
      [`/blog/${slug}`, "/blog/all", "/blog/feed.xml", "/sitemap.xml", authorPath(author)].map((path) => request.get(path)),
    );
    return {
      article: article?.status(),
      list: (await list?.text())?.includes(title),
      feed: (await feed?.text())?.includes(title),
      sitemap: (await sitemap?.text())?.includes(`${site}/blog/${slug}`),
      author: authorPage?.status() === 200 && (await authorPage.text()).includes(title),
    };
  };
  await push(folder, site);
  expect(await surfaces()).toEqual({ article: 404, list: false, feed: false, sitemap: false, author: false });
  expect(Date.now()).toBeLessThan(due.getTime());

  const preview = await contentCommand("preview", [slug], site);
  expect(preview.stdout).toContain("scheduled for");
  const link = /(http\S+\/api\/preview\?token=\S+)/.exec(preview.stdout)?.[1] ?? "";
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.getByRole("note", { name: "Preview" })).toContainText("This post is scheduled for");

  await expect.poll(surfaces, { timeout: 300_000, intervals: [2_000] }).toEqual({
    article: 200,
    list: true,
    feed: true,
    sitemap: true,
    author: true,
  });
  expect(Date.now()).toBeGreaterThanOrEqual(due.getTime());
});
