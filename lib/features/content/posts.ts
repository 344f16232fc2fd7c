import "server-only";
import fs from "node:fs";
import path from "node:path";
import type { ContentEntry, EntryResult } from "@/lib/features/content/entry";
import { type ImageAsset, isFileReference, readImage } from "@/lib/features/content/images";
import { markdownImages, markdownToHtml, readingMinutes } from "@/lib/features/content/markdown";
import { type Problem, parseYaml, splitFrontMatter, validateSource } from "@/lib/features/content/source";
import { type PostFrontMatter, postFrontMatterSchema } from "@/lib/primitives/domain/blog-post";
import { DOCUMENT_ID_PATTERN } from "@/lib/primitives/domain/file-fields";

export function readPostFile(root: string, file: string, display: string): EntryResult {
  const split = splitFrontMatter(fs.readFileSync(file, "utf8"), display);
  if ("problems" in split) return split;
  const parsed = parseYaml(split.frontMatter, display, 2);
  if ("problems" in parsed) return parsed;
  const { source } = parsed;
  const validated = validateSource(postFrontMatterSchema, source, display);
  const problems: Problem[] = "problems" in validated ? [...validated.problems] : [];

  // The cover is checked even when other fields are wrong, so one run reports every problem.
  let cover: ImageAsset | undefined;
  const coverReference = (source.data as { cover?: unknown } | null)?.cover;
  if (typeof coverReference === "string" && coverReference.trim()) {
    const read = readImage(root, file, coverReference.trim(), "blog/covers");
    if ("problem" in read) problems.push({ file: display, line: source.lineOf(["cover"]), message: `cover: ${read.problem}` });
    else cover = read.image;
  }

  const bodyImages = new Map<string, ImageAsset>();
  for (const { url, line } of markdownImages(split.body)) {
    const at = split.bodyLine + line - 1;
    if (!isFileReference(url)) {
      // Site paths are served by the site itself; other hosts are not allowed to serve our pages' images.
      if (!url.startsWith("/")) problems.push({ file: display, line: at, message: `image "${url}" must be a file in the content folder` });
      continue;
    }
    const read = readImage(root, file, url, "blog/images");
    if ("problem" in read) problems.push({ file: display, line: at, message: `image ${read.problem}` });
    else bodyImages.set(url, read.image);
  }

  const id = ("value" in validated ? validated.value.id : undefined) ?? path.basename(file, path.extname(file));
  if (!DOCUMENT_ID_PATTERN.test(id)) {
    problems.push({ file: display, line: 1, message: "the file name must be letters, digits, dashes or underscores (or give an id)" });
  }
  if ("value" in validated && validated.value.status === "published" && split.body.trim() === "") {
    problems.push({ file: display, line: split.bodyLine, message: "a published post needs a body below the front matter" });
  }
  if ("value" in validated && validated.value.formerSlugs.includes(validated.value.slug)) {
    problems.push({ file: display, line: source.lineOf(["formerSlugs"]), message: "formerSlugs: must not hold the post's own slug" });
  }
  if (problems.length > 0 || !("value" in validated)) return { problems };

  return {
    entry: postEntry(validated.value, split.body, {
      id,
      file: display,
      cover,
      bodyImages,
      slugLine: source.lineOf(["slug"]),
      formerSlugLine: (index) => source.lineOf(["formerSlugs", index]),
    }),
  };
}

export interface PostEntrySource {
  id: string;
  file: string;
  cover?: ImageAsset;
  /** A cover already stored (the browser editor does not upload one): kept as it is. */
  coverUrl?: string;
  bodyImages: ReadonlyMap<string, ImageAsset>;
  slugLine?: number;
  formerSlugLine?: (index: number) => number;
}

/** The one way a post becomes a document, for a file (content:push, the seed) and the browser editor alike. */
export function postEntry(post: PostFrontMatter, body: string, source: PostEntrySource): ContentEntry {
  const { cover, bodyImages } = source;
  return {
    collection: "blogs",
    id: source.id,
    file: source.file,
    images: [...(cover ? [cover] : []), ...bodyImages.values()],
    stampUpdatedAt: "change",
    slug: { value: post.slug, line: source.slugLine ?? 1 },
    formerSlugs: post.formerSlugs.map((value, index) => ({ value, line: source.formerSlugLine?.(index) ?? 1 })),
    fields(imageUrl) {
      const content = markdownToHtml(body, (url) => {
        const image = bodyImages.get(url);
        return image && imageUrl(image.key);
      });
      return {
        slug: post.slug,
        formerSlugs: post.formerSlugs.length > 0 ? post.formerSlugs : undefined,
        title: post.title,
        excerpt: post.excerpt,
        content,
        markdown: body.replace(/\r\n?/g, "\n").trim(),
        category: post.category,
        tags: post.tags,
        coverImage: cover ? imageUrl(cover.key) : source.coverUrl,
        coverAlt: post.coverAlt,
        readTime: post.readTime ?? readingMinutes(content),
        author: post.author && { name: post.author.name, ...(post.author.role ? { role: post.author.role } : {}) },
        publishedAt: post.publishedAt,
        updatedAt: post.updatedAt,
        status: post.status,
      };
    },
  };
}
