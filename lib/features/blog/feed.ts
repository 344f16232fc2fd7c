import { BLOG_TITLE, BLOG_DESCRIPTION } from "@/content/blog";
import type { BlogPost } from "@/lib/primitives/domain/blog-post";

export const FEED_PATH = "/blog/feed.xml";

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

export function escapeXml(text: string): string {
  return (
    text
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing exactly these is the point.
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, "")
      .replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char)
  );
}

/** RFC 822, as RSS 2.0 asks for. */
const rfc822 = (iso: string) => new Date(iso).toUTCString();

export function rssFeed(posts: readonly BlogPost[], siteUrl: string, siteName: string): string {
  const blogUrl = `${siteUrl}/blog`;
  const lastChange = posts
    .map((post) => post.updatedAt ?? post.publishedAt)
    .sort()
    .at(-1);
  const items = posts.map((post) => {
    const link = `${blogUrl}/${encodeURIComponent(post.slug)}`;
    return [
      "    <item>",
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      `      <description>${escapeXml(post.excerpt)}</description>`,
      `      <pubDate>${rfc822(post.publishedAt)}</pubDate>`,
      `      <category>${escapeXml(post.category)}</category>`,
      `      <dc:creator>${escapeXml(post.author.name)}</dc:creator>`,
      "    </item>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    `    <title>${escapeXml(`${BLOG_TITLE} | ${siteName}`)}</title>`,
    `    <link>${escapeXml(blogUrl)}</link>`,
    `    <description>${escapeXml(BLOG_DESCRIPTION)}</description>`,
    "    <language>en-us</language>",
    `    <atom:link href="${escapeXml(`${siteUrl}${FEED_PATH}`)}" rel="self" type="application/rss+xml"/>`,
    ...(lastChange ? [`    <lastBuildDate>${rfc822(lastChange)}</lastBuildDate>`] : []),
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
