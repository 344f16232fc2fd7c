import type { Image, Root } from "mdast";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { visit } from "unist-util-visit";
import { sanitizePostHtml } from "@/lib/features/content/sanitize";

/** An image the body points at, with the line (within the body) it is on. */
export interface BodyImage {
  url: string;
  line: number;
}

const parser = unified().use(remarkParse).use(remarkGfm);

/** Every image in a Markdown body (`![alt](covers/x.svg)`), in order. */
export function markdownImages(markdown: string): BodyImage[] {
  const images: BodyImage[] = [];
  visit(parser.parse(markdown), "image", (node: Image) => {
    images.push({ url: node.url, line: node.position?.start.line ?? 1 });
  });
  return images;
}

/** Points each image at its uploaded address, where `imageUrl` knows one. */
function rewriteImages(imageUrl: (url: string) => string | undefined) {
  return (tree: Root) => {
    visit(tree, "image", (node: Image) => {
      node.url = imageUrl(node.url) ?? node.url;
    });
  };
}

/**
 * A Markdown body (CommonMark with GitHub's tables, strikethrough, task lists and autolinks) as
 * the HTML a post stores. Raw HTML in the Markdown is kept, then everything goes through the same
 * allowlist the article page applies (`lib/features/content/sanitize.ts`), so what is stored is what is shown.
 */
export function markdownToHtml(markdown: string, imageUrl: (url: string) => string | undefined = () => undefined): string {
  const html = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(rewriteImages, imageUrl)
    .use(remarkRehype, { allowDangerousHtml: true })
    .use(rehypeStringify, { allowDangerousHtml: true })
    .processSync(markdown)
    .toString();
  return sanitizePostHtml(html).trim();
}

/** Minutes at 200 words a minute, at least one. */
export function readingMinutes(html: string): number {
  const words = html
    .replace(/<[^>]*>/g, " ")
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(1, Math.ceil(words / 200));
}
