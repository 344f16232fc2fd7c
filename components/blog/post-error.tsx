"use client";

import { useEffect } from "react";
import { PostUnavailable } from "@/components/blog/post-unavailable";

export function PostError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error("Failed to load blog post", error);
  }, [error]);
  return (
    <PostUnavailable title="Failed to load blog post" message="Something went wrong on our side. Please try again in a moment.">
      <button type="button" onClick={() => retry()} className="rounded-full border border-line px-5 py-2.5 text-sm font-semibold text-fg hover:border-accent">
        Try again
      </button>
    </PostUnavailable>
  );
}
