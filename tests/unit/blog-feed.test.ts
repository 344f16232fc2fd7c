import { describe, expect, it } from "vitest";
import { escapeXml, rssFeed } from "@/lib/features/blog/feed";
import { blogPostingJsonLd } from "@/lib/features/blog/json-ld";
import { serializeJsonLd } from "@/lib/services/seo/json-ld";
import { blogPostSchema } from "@/lib/primitives/domain/blog-post";

const post = blogPostSchema.parse({
  id: "p1",
  slug: "tricky-post",
  title: "Bets & <promises> \u0001",
  excerpt: 'Say "hi" </script><script>alert(1)</script>',
  category: "Product",
  tags: ["Roadmaps"],
  coverImage: "/blog/covers/roadmaps-as-bets.svg",
  author: { name: "Priya Natarajan", role: "Product Strategy Lead" },
  publishedAt: "2026-08-04T08:00:00.000Z",
  updatedAt: "2026-08-05T09:00:00.000Z",
  status: "published",
});

describe("RSS feed", () => {
  it("escapes text and drops characters XML cannot hold", () => {
    expect(escapeXml(`a & b < c > "d" 'e'\u0000`)).toBe("a &amp; b &lt; c &gt; &quot;d&quot; &apos;e&apos;");
  });

  it("has the channel and item elements RSS 2.0 requires, with absolute links and RFC 822 dates", () => {
    const xml = rssFeed([post], "https://lexor.example", "Lexor");
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true);
    expect(xml).toContain("<title>The Signal | Lexor</title>");
    expect(xml).toContain("<link>https://lexor.example/blog</link>");
    expect(xml).toContain("<title>Bets &amp; &lt;promises&gt; </title>");
    expect(xml).toContain('<guid isPermaLink="true">https://lexor.example/blog/tricky-post</guid>');
    expect(xml).toContain("<pubDate>Tue, 04 Aug 2026 08:00:00 GMT</pubDate>");
    expect(xml).toContain("<lastBuildDate>Wed, 05 Aug 2026 09:00:00 GMT</lastBuildDate>");
    expect(xml).not.toContain("<script>");
  });
});

describe("BlogPosting JSON-LD", () => {
  it("names the article, its author and publisher with absolute URLs", () => {
    const data = blogPostingJsonLd(post, "https://lexor.example");
    expect(data).toMatchObject({
      "@type": "BlogPosting",
      headline: post.title,
      image: ["https://lexor.example/blog/covers/roadmaps-as-bets.svg"],
      datePublished: "2026-08-04T08:00:00.000Z",
      dateModified: "2026-08-05T09:00:00.000Z",
      author: { "@type": "Person", name: "Priya Natarajan", jobTitle: "Product Strategy Lead", url: "https://lexor.example/blog/authors/priya-natarajan" },
      publisher: { "@type": "Organization", name: "Lexor", logo: { url: "https://lexor.example/icons/icon-512.png", width: 512, height: 512 } },
      mainEntityOfPage: { "@id": "https://lexor.example/blog/tricky-post" },
    });
  });

  it("cannot close its script element, whatever the post says", () => {
    const json = serializeJsonLd(blogPostingJsonLd(post, "https://lexor.example"));
    expect(json).not.toContain("<");
    expect(JSON.parse(json).description).toBe(post.excerpt);
  });
});
