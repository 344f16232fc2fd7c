"use client";

import { useEffect } from "react";
import { BLOG_INTRO, BlogHeader } from "@/components/blog/blog-header";
import { BlogListView } from "@/components/blog/blog-list-view";
import { DEFAULT_LIST_STATE } from "@/lib/features/blog/list-state";
import { container } from "@/components/ui/surfaces";

export function BlogListFailed({ error }: { error: unknown }) {
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
