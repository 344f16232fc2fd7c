import type { Metadata } from "next";
import { type Author, authorDescription, authorPath } from "@/lib/features/blog/authors";
import { BLOG_TITLE } from "@/content/blog";
import { FEED_PATH } from "@/lib/features/blog/feed";
import type { BlogPost } from "@/lib/primitives/domain/blog-post";
import { pageMetadata } from "@/lib/services/seo/metadata";
import { site } from "@/content/site";

/** Adds the feed to a blog page's head, so readers and crawlers find it from any blog page. */
export function withFeedLink(metadata: Metadata): Metadata {
  return {
    ...metadata,
    alternates: {
      ...metadata.alternates,
      types: { "application/rss+xml": [{ url: FEED_PATH, title: BLOG_TITLE }] },
    },
  };
}

/** An article's metadata: an Open Graph article with its dates, author and tags; a preview is never indexed. */
export function articleMetadata(post: BlogPost, preview: boolean): Metadata {
  const base = pageMetadata({
    title: post.title,
    description: post.excerpt,
    path: `/blog/${post.slug}`,
    type: "article",
    hasImageFile: true,
  });
  return withFeedLink({
    ...base,
    authors: [{ name: post.author.name }],
    openGraph: {
      ...base.openGraph,
      type: "article",
      publishedTime: post.publishedAt,
      modifiedTime: post.updatedAt ?? post.publishedAt,
      authors: [post.author.name],
      section: post.category,
      tags: post.tags,
    },
    ...(preview && { robots: { index: false, follow: false } }),
  });
}

/** An author's page: their name, what they write about, and the feed. */
export function authorMetadata(author: Author): Metadata {
  return withFeedLink(pageMetadata({ title: author.name, description: authorDescription(author, site.name), path: authorPath(author.name) }));
}
