"use client";

import dynamic from "next/dynamic";
import { useEffect } from "react";
import { BlogHeader, BLOG_INTRO } from "@/components/blog/blog-header";
import { DEFAULT_LIST_STATE } from "@/lib/blog/list-state";
import { container } from "@/components/ui/surfaces";

// Loaded only when the boundary shows: bundled eagerly, the list view's code shipped twice with
// every blog page (once for the page, once for this boundary).
const BlogListView = dynamic(() => import("@/components/blog/blog-list-view").then((module) => module.BlogListView));

/**
 * Spec §8: when the posts cannot be loaded the list is empty, on a single page. Only reached when
 * there is no earlier page to serve: a failed ISR refresh keeps showing the last good list.
 */
export default function BlogListError({ error }: { error: unknown }) {
  useEffect(() => {
    console.error("Failed to load blog posts", error);
  }, [error]);
  return (
    <div className={`${container} pt-16 pb-24`}>
      <BlogHeader intro={BLOG_INTRO} />
      <BlogListView posts={[]} state={DEFAULT_LIST_STATE} />
    </div>
  );
}
