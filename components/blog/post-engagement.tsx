"use client";

import { type FormEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { countLabel, formatCount } from "@/lib/primitives/format/count";
import type { LikeRequest, LikeResponse, PostCountersResponse } from "@/lib/primitives/domain/post-engagement";
import { likedKey, readStorage, viewedKey, writeStorage } from "@/lib/features/blog/storage";

interface PostEngagementProps {
  postId: string;
  slug: string;
  initialCounters: PostCountersResponse;
  /** Known on the server only after this visitor's Like post without scripts. */
  initialLiked?: boolean;
  /** Drawn on the server: the heart fills through CSS while the button is pressed. */
  icons: { heart: ReactNode; eye: ReactNode };
  preview?: boolean;
}

async function readCounters(response: Response): Promise<PostCountersResponse> {
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return (await response.json()) as PostCountersResponse;
}

/** The static page's counters may be an hour old: the browser counts its view (once per session) or fetches the current ones. */
export function PostEngagement({ postId, slug, initialCounters, initialLiked, icons, preview = false }: PostEngagementProps) {
  const [counters, setCounters] = useState(initialCounters);
  const [liked, setLiked] = useState(initialLiked ?? false);
  const [pending, setPending] = useState(false);
  const viewStarted = useRef(false);
  // Once the visitor likes or unlikes, a slower view answer must not overwrite the like count.
  const likeTouched = useRef(false);
  const api = `/api/blog/${encodeURIComponent(slug)}`;

  useEffect(() => {
    if (initialLiked === undefined) setLiked(readStorage("localStorage", likedKey(slug)) === "true");
  }, [slug, initialLiked]);

  useEffect(() => {
    if (preview || viewStarted.current) return;
    viewStarted.current = true;
    const key = viewedKey(postId);
    const alreadyCounted = readStorage("sessionStorage", key) === "true";
    // Marked before the request, so a second mount or tab in this session cannot count it again.
    if (!alreadyCounted) writeStorage("sessionStorage", key, "true");
    const request = alreadyCounted ? fetch(api, { cache: "no-store" }) : fetch(`${api}/view`, { method: "POST" });
    request
      .then(readCounters)
      .then(({ views, likes }) => setCounters((current) => ({ views, likes: likeTouched.current ? current.likes : likes })))
      .catch((error: unknown) => {
        if (!alreadyCounted) writeStorage("sessionStorage", key, null);
        console.error("Failed to update the view count", error);
      });
  }, [api, postId, preview]);

  async function toggleLike(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending || preview) return;
    const previous = { liked, likes: counters.likes };
    const wanted = !liked;
    likeTouched.current = true;
    setPending(true);
    setLiked(wanted);
    setCounters((current) => ({ ...current, likes: Math.max(0, current.likes + (wanted ? 1 : -1)) }));
    try {
      const body: LikeRequest = { liked: wanted };
      const response = await fetch(`${api}/like`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const result = (await response.json()) as LikeResponse;
      setLiked(result.liked);
      setCounters({ views: result.views, likes: result.likes });
      writeStorage("localStorage", likedKey(slug), String(result.liked));
    } catch (error) {
      setLiked(previous.liked);
      setCounters((current) => ({ ...current, likes: previous.likes }));
      console.error("Failed to update the like", error);
    } finally {
      setPending(false);
    }
  }

  return (
    <>
      <form method="post" action={`${api}/like`} onSubmit={toggleLike} className="contents">
        <input type="hidden" name="liked" value={String(!liked)} />
        <button
          type="submit"
          aria-pressed={liked}
          // Not `disabled` while pending: disabling the focused button would drop the focus to <body>.
          aria-disabled={preview || pending || undefined}
          className={`group inline-flex items-center gap-2 rounded-full border px-3 py-1.5 text-sm font-medium transition-colors ${pending ? "cursor-wait" : ""} ${
            liked ? "border-accent bg-accent/15 text-accent" : "border-line bg-surface text-fg hover:border-accent"
          }`}
        >
          {icons.heart}
          <span className="sr-only">Like this article, </span>
          <span data-testid="like-count">{formatCount(counters.likes)}</span>
          <span className="sr-only">{counters.likes === 1 ? " like" : " likes"}</span>
        </button>
      </form>
      <span className="inline-flex items-center gap-2 px-2 text-sm text-muted">
        {icons.eye}
        <span data-testid="view-count">{countLabel(counters.views, "view")}</span>
      </span>
    </>
  );
}
