import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { ContentEntry } from "@/lib/features/content/entry";
import { loadContentFolder } from "@/lib/features/content/load";
import { markdownToHtml } from "@/lib/features/content/markdown";
import { formatProblem } from "@/lib/features/content/source";

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "lexor-content-files-"));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';
const PNG = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");

let folders = 0;
/** A content folder from a map of relative paths to file contents. */
function folder(files: Record<string, string | Buffer>): string {
  folders += 1;
  const root = path.join(scratch, `folder-${folders}`);
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    fs.writeFileSync(path.join(root, name), content);
  }
  return root;
}

const frontMatter = (fields: Record<string, string>) =>
  `---\n${Object.entries(fields)
    .map(([key, value]) => `${key}: ${value}`)
    .join("\n")}\n---\n`;

const POST = {
  title: "Shipping on Fridays",
  slug: "shipping-on-fridays",
  excerpt: "Why we do.",
  category: "Engineering",
  status: "published",
  publishedAt: "2026-05-01T09:00:00+02:00",
};

const byKind = (entries: ContentEntry[], collection: string) => entries.find((entry) => entry.collection === collection);
const lines = (root: string) => loadContentFolder(root).problems.map((problem) => formatProblem({ ...problem, file: path.relative(root, problem.file) }));

describe("loading a content folder", () => {
  it("turns a post, a department and a brand into the documents the site reads", () => {
    const root = folder({
      "posts/shipping.md": [
        "---",
        "title: Shipping on Fridays",
        "slug: shipping-on-fridays",
        "excerpt: Why we do.",
        "category: Engineering",
        "tags: [Delivery, Culture]",
        "author:",
        "  name: Ada Lovelace",
        "  role: Principal Engineer",
        "cover: covers/friday.svg",
        "status: published",
        "publishedAt: 2026-05-01T09:00:00+02:00",
        "---",
        "",
        "# Why",
        "",
        "We ship **small** changes. ![diagram](images/flow.png)",
        "",
        "<script>alert(1)</script>",
        "",
        "| a | b |",
        "|---|---|",
        "| 1 | 2 |",
      ].join("\n"),
      "posts/covers/friday.svg": SVG,
      "posts/images/flow.png": PNG,
      "departments/engineering.yaml":
        "title: Engineering\nisActive: true\nroles:\n  - name: Staff Platform Engineer\n    slug: senior-platform-engineer\n    formerSlugs: [platform-engineer]\n  - name: Data Engineer\n    slug: data-engineer\n",
      "brands/atlas.yaml": "name: Atlas\ndescription: Cloud spend, mapped.\nurl: https://atlas.lexor.example\nnumber: 3\nimage: logo.svg\n",
      "brands/logo.svg": SVG,
      "posts/notes.txt": "not a post",
    });
    const { entries, problems } = loadContentFolder(root);
    expect(problems).toEqual([]);
    expect(entries).toHaveLength(3);

    const post = byKind(entries, "blogs");
    expect(post?.id).toBe("shipping");
    expect(post?.images.map((image) => image.key)).toEqual([
      expect.stringMatching(/^blog\/covers\/friday-[0-9a-f]{12}\.svg$/),
      expect.stringMatching(/^blog\/images\/flow-[0-9a-f]{12}\.png$/),
    ]);
    const fields = post?.fields((key) => `/files/${key}`) ?? {};
    expect(fields).toMatchObject({
      slug: "shipping-on-fridays",
      title: "Shipping on Fridays",
      category: "Engineering",
      tags: ["Delivery", "Culture"],
      author: { name: "Ada Lovelace", role: "Principal Engineer" },
      status: "published",
      publishedAt: "2026-05-01T07:00:00.000Z",
      readTime: 1,
      coverImage: `/files/${post?.images[0]?.key}`,
    });
    expect(fields.updatedAt).toBeUndefined();
    const html = String(fields.content);
    expect(html).toContain("<h2>Why</h2>");
    expect(html).toContain("<strong>small</strong>");
    expect(html).toContain(`src="/files/${post?.images[1]?.key}"`);
    expect(html).toContain("<table>");
    expect(html).not.toContain("script");

    expect(byKind(entries, "departments")?.fields(() => "")).toMatchObject({
      title: "Engineering",
      isActive: true,
      roles: ["Staff Platform Engineer", "Data Engineer"],
      roleSlugs: ["senior-platform-engineer", "data-engineer"],
      formerRoleSlugs: { "platform-engineer": "senior-platform-engineer" },
      workArrangement: ["Hybrid", "Remote"],
      requirements: { githubRequired: false, techStackRequired: false },
    });
    const brand = byKind(entries, "brands");
    expect(brand?.fields(() => "")).toMatchObject({ name: "Atlas", number: 3, backgroundImagePath: brand?.images[0]?.key });
    expect(brand?.images[0]?.key).toMatch(/^brands\/logo-[0-9a-f]{12}\.svg$/);
  });

  it("names an image by its bytes: the same picture keeps its key, a new one gets a new key", () => {
    const key = (svg: string) => loadContentFolder(folder({ "brands/a.yaml": "name: A\nimage: a.svg\n", "brands/a.svg": svg })).entries[0]?.images[0]?.key;
    expect(key(SVG)).toBe(key(SVG));
    expect(key(SVG.replace('width="10"', 'width="11"'))).not.toBe(key(SVG));
  });

  it("takes an SVG with an XML declaration, a doctype and comments, and checks raster images by their bytes", () => {
    const svg = `<?xml version="1.0"?>\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n<!-- drawn by hand -->\n${SVG}`;
    const loaded = loadContentFolder(
      folder({ "brands/a.yaml": "name: A\nimage: a.svg\n", "brands/a.svg": svg, "brands/b.yaml": "name: B\nimage: b.png\n", "brands/b.png": SVG }),
    );
    expect(loaded.entries.map((entry) => entry.id)).toEqual(["a"]);
    expect(loaded.problems.map((problem) => problem.message)).toEqual(['image: "b.png" is not the image/png image its name says']);
  });

  it("reports every problem of every file with its line, and returns no entry for a file with problems", () => {
    const root = folder({
      "posts/a.md": `${frontMatter({ ...POST, category: "Marketing", cover: "covers/missing.svg", authr: "Ada" })}\nBody with ![x](https://cdn.example/x.png) and ![y](../../outside.png)\n`,
      "posts/b.md": `${frontMatter({ ...POST, slug: "Not A Slug", publishedAt: "yesterday", status: "live" })}\nBody\n`,
      "posts/c.md": `${frontMatter(POST)}\nBody\n`,
      "posts/d.md": `${frontMatter({ ...POST, title: "Copy" })}\nBody\n`,
      "posts/f.md": `${frontMatter({ ...POST, slug: "fake-cover", cover: "fake.svg" })}\nBody\n`,
      "posts/fake.svg": PNG,
      "posts/e.md": `${frontMatter({ ...POST, slug: "empty-post" })}\n`,
      "posts/no-front-matter.md": "# Just Markdown\n",
      "posts/unclosed.md": "---\ntitle: x\n",
      "departments/roles.yaml":
        "title: Data\nisActive: true\nroles:\n  - name: A\n    slug: analyst\n  - name: B\n    slug: builder\n    formerSlugs: [analyst]\n",
      "departments/bad yaml.yaml": "title: [unclosed\n",
      "brands/x.yaml": "name: X\nurl: javascript:alert(1)\n",
    });
    expect(lines(root)).toEqual([
      "brands/x.yaml:2: url: must be a site path such as /thestral or an https:// address",
      "departments/bad yaml.yaml: the file name (the document id) must be letters, digits, dashes or underscores",
      'departments/roles.yaml:8: roles.1.formerSlugs.0: "analyst" is already used by role "A"',
      'posts/a.md:5: category: Invalid option: expected one of "Design"|"Product"|"Engineering"|"Data"',
      'posts/a.md:8: cover: "covers/missing.svg" does not exist',
      "posts/a.md:9: authr: unknown field (check its spelling)",
      'posts/a.md:12: image "https://cdn.example/x.png" must be a file in the content folder',
      'posts/a.md:12: image "../../outside.png" is outside the content folder',
      "posts/b.md:3: slug: must be lower-case words joined by dashes, such as my-first-post",
      'posts/b.md:6: status: Invalid option: expected one of "draft"|"published"',
      "posts/b.md:7: publishedAt: must be a date and time with its zone, such as 2026-03-31T07:30:00Z",
      `posts/d.md:3: slug "shipping-on-fridays" is also a slug of ${path.join(root, "posts/c.md")}`,
      "posts/e.md:9: a published post needs a body below the front matter",
      'posts/f.md:8: cover: "fake.svg" is not the image/svg+xml image its name says',
      "posts/no-front-matter.md:1: must start with front matter: a line ---, the fields, then ---",
      "posts/unclosed.md:1: the front matter is never closed with a line ---",
    ]);
    expect(loadContentFolder(root).entries.map((entry) => entry.id)).toEqual(["c", "d"]);
  });

  it("warns about each file a content folder holds that the push passes over, and still loads the rest", () => {
    const root = folder({
      "posts/a.md": `${frontMatter(POST)}\nBody\n`,
      "posts/notes.txt": "to do",
      "posts/b.markdown": `${frontMatter({ ...POST, slug: "other" })}\nBody\n`,
      "posts/cover.svg": SVG,
      "departments/design.json": "{}",
      "brands/atlas.yml": "name: Atlas\n",
    });
    const loaded = loadContentFolder(root);
    expect(loaded.problems).toEqual([]);
    expect(loaded.entries.map((entry) => entry.id)).toEqual(["a", "atlas"]);
    expect(loaded.warnings.map((warning) => path.relative(root, warning.file))).toEqual(["posts/b.markdown", "posts/notes.txt", "departments/design.json"]);
    expect(loaded.warnings[0]?.message).toMatch(/^skipped: only \.md files in posts\/ are pushed/);
  });

  it("stores a post's former slugs, and refuses one that is a slug of another post or its own", () => {
    const moved = loadContentFolder(folder({ "posts/a.md": `${frontMatter({ ...POST, formerSlugs: "[fridays, old-fridays]" })}\nBody\n` }));
    expect(moved.problems).toEqual([]);
    expect(moved.entries[0]?.fields(() => "")).toMatchObject({ formerSlugs: ["fridays", "old-fridays"] });
    expect(loadContentFolder(folder({ "posts/a.md": `${frontMatter(POST)}\nBody\n` })).entries[0]?.fields(() => "").formerSlugs).toBeUndefined();

    const clash = folder({
      "posts/a.md": `${frontMatter({ ...POST, formerSlugs: "[taken]" })}\nBody\n`,
      "posts/b.md": `${frontMatter({ ...POST, slug: "taken" })}\nBody\n`,
      "posts/c.md": `${frontMatter({ ...POST, slug: "own", formerSlugs: "[own]" })}\nBody\n`,
    });
    expect(lines(clash)).toEqual([
      `posts/b.md:3: slug "taken" is also a slug of ${path.join(clash, "posts/a.md")}`,
      "posts/c.md:8: formerSlugs: must not hold the post's own slug",
    ]);
  });

  it("refuses a folder that is not one or holds no content", () => {
    expect(loadContentFolder(path.join(scratch, "missing")).problems[0]?.message).toBe("is not a folder");
    expect(loadContentFolder(folder({ "readme.txt": "hi" })).problems[0]?.message).toMatch(/holds no posts/);
  });
});

describe("Markdown bodies", () => {
  it("keep what the article page keeps and drop the rest, as the page's sanitizer does", () => {
    const html = markdownToHtml(
      [
        "Text with a [link](https://example.com) and [a local one](/blog).",
        '<p onclick="steal()">raw html</p>',
        "<iframe src='https://evil.example'></iframe>",
        "[bad](javascript:alert(1))",
        "~~gone~~ and `code`",
      ].join("\n\n"),
    );
    expect(html).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">link</a>');
    expect(html).toContain('<a href="/blog">a local one</a>');
    expect(html).toContain("<p>raw html</p>");
    expect(html).toContain("<del>gone</del>");
    expect(html).toContain("<code>code</code>");
    for (const forbidden of ["onclick", "iframe", "javascript:"]) expect(html).not.toContain(forbidden);
  });
});
