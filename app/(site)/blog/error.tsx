"use client";

import dynamic from "next/dynamic";
import { useEffect } from "react";

// Loaded only when the boundary shows: bundled with it, the header, the list view and the list
// state came with every blog page and article.
const BlogListFailed = dynamic(() => import("@/components/blog/blog-list-failed").then((module) => module.BlogListFailed));

/**
 * The posts could not be loaded. Only reached when there is no earlier page to serve: a failed ISR
 * refresh keeps showing the last good list.
 */
export default function BlogListError({ error }: { error: unknown }) {
  useEffect(() => {
    console.error("Failed to load blog posts", error);
  }, [error]);
  return <BlogListFailed />;
}
