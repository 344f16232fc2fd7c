"use client";

import { lazy, Suspense } from "react";

// Loaded only when the boundary shows, not with every blog page and article.
const BlogListFailed = lazy(() => import("@/components/blog/blog-list-failed").then((module) => ({ default: module.BlogListFailed })));

export default function BlogListError(props: { error: unknown }) {
  return (
    <Suspense>
      <BlogListFailed {...props} />
    </Suspense>
  );
}
