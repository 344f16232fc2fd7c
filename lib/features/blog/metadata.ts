import type { Metadata } from "next";
import { type Author, authorDescription, authorPath } from "@/lib/features/blog/authors";
import { BLOG_TITLE } from "@/content/blog";
import { FEED_PATH } from "@/lib/features/blog/feed";
import type { BlogPost } from "@/lib/primitives/domain/blog-post";
import { pageMetadata } from "@/lib/services/seo/metadata";
import { site } from "@/content/site";

export function withFeedLink(metadata: Metadata): Metadata {
  return {
    ...metadata,
    alternates: {
      ...metadata.alternates,
      types: { "application/rss+xml": [{ url: FEED_PATH, title: BLOG_TITLE }] },
    },
  };
}

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

export function authorMetadata(author: Author): Metadata {
  return withFeedLink(pageMetadata({ title: author.name, description: authorDescription(author, site.name), path: authorPath(author.name) }));
}
