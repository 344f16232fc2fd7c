import type { DocumentStore } from "@/lib/ports/documents/port";
import { COLLECTIONS } from "@/lib/services/collections";
import type { PostCounters } from "@/lib/primitives/domain/blog-post";

const countOf = (value: unknown) => (typeof value === "number" && value > 0 ? value : 0);
const countersOf = (data: Record<string, unknown>): PostCounters => ({ views: countOf(data.views), likes: countOf(data.likes) });

export function likeKey(postId: string, visitorId: string): string {
  return `${postId}__${visitorId}`;
}

export async function recordPostView(store: DocumentStore, postId: string): Promise<PostCounters | null> {
  const post = await store.increment({ collection: COLLECTIONS.blogs, id: postId }, "views", "lastViewed");
  return post ? countersOf(post) : null;
}

export async function setPostLike(
  store: DocumentStore,
  postId: string,
  visitorId: string,
  liked: boolean,
): Promise<(PostCounters & { liked: boolean }) | null> {
  const like = { collection: COLLECTIONS.blogLikes, id: likeKey(postId, visitorId), data: { postId, visitorId, likedAt: new Date().toISOString() } };
  const post = await store.setMarker(like, liked, { collection: COLLECTIONS.blogs, id: postId, field: "likes" });
  return post ? { ...countersOf(post), liked } : null;
}
