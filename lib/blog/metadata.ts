import type { Metadata } from "next";
import { BLOG_TITLE, FEED_PATH } from "@/lib/blog/feed";

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
