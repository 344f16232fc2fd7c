import type { Image, Root } from "mdast";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { visit } from "unist-util-visit";
import { sanitizePostHtml } from "@/lib/features/content/sanitize";

export interface BodyImage {
  url: string;
  line: number;
}

const parser = unified().use(remarkParse).use(remarkGfm);

export function markdownImages(markdown: string): BodyImage[] {
  const images: BodyImage[] = [];
  visit(parser.parse(markdown), "image", (node: Image) => {
    images.push({ url: node.url, line: node.position?.start.line ?? 1 });
  });
  return images;
}

function rewriteImages(imageUrl: (url: string) => string | undefined) {
  return (tree: Root) => {
    visit(tree, "image", (node: Image) => {
      node.url = imageUrl(node.url) ?? node.url;
    });
  };
}

/** Raw HTML is kept, then the article page's allowlist applies (sanitize.ts), so what is stored is what is shown. */
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

export function readingMinutes(html: string): number {
  const words = html
    .replace(/<[^>]*>/g, " ")
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(1, Math.ceil(words / 200));
}
