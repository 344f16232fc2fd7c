"use client";

import dynamic from "next/dynamic";
import { useEffect } from "react";

// Loaded only when the boundary shows, not with every blog page and article.
const BlogListFailed = dynamic(() => import("@/components/blog/blog-list-failed").then((module) => module.BlogListFailed));

export default function BlogListError({ error }: { error: unknown }) {
  useEffect(() => {
    console.error("Failed to load blog posts", error);
  }, [error]);
  return <BlogListFailed />;
}
