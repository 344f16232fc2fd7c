"use client";

import { lazy, Suspense } from "react";

// Loaded only when the boundary shows, not with every article.
const PostError = lazy(() => import("@/components/blog/post-error").then((module) => ({ default: module.PostError })));

export default function BlogPostError(props: { error: unknown; retry: () => void }) {
  return (
    <Suspense>
      <PostError {...props} />
    </Suspense>
  );
}
