import { type BlogPost, isLive } from "@/lib/primitives/domain/blog-post";
import type { BlogDependencies } from "@/lib/features/blog/context";
import { isCrawler } from "@/lib/features/blog/crawlers";
import { recordPostView, setPostLike } from "@/lib/features/blog/counters";
import type { LikeResponse, PostCountersResponse, ViewResponse } from "@/lib/primitives/domain/post-engagement";
import { isPlausibleSlug } from "@/lib/primitives/domain/slug";
import { DomainError } from "@/lib/primitives/domain/domain-error";
import { getPostBySlug } from "@/lib/features/content/records";

const notFound = () => new DomainError("not-found", "Blog post not found.");

async function publishedPost(slug: string, { store }: BlogDependencies): Promise<BlogPost> {
  if (!isPlausibleSlug(slug)) throw notFound();
  const post = await getPostBySlug(store, slug);
  if (!post || !isLive(post)) throw notFound();
  return post;
}

export async function readPostCounters(slug: string, dependencies: BlogDependencies): Promise<PostCountersResponse> {
  const { views, likes } = await publishedPost(slug, dependencies);
  return { views, likes };
}

/** Once-per-session is the browser's job (sessionStorage); the server counts what it is sent. */
export async function recordView(slug: string, userAgent: string | null, dependencies: BlogDependencies): Promise<ViewResponse> {
  const post = await publishedPost(slug, dependencies);
  if (isCrawler(userAgent)) return { views: post.views, likes: post.likes, counted: false };
  const counters = await recordPostView(dependencies.store, post.id);
  if (!counters) throw notFound();
  return { ...counters, counted: true };
}

export async function setLike(slug: string, visitorId: string, liked: boolean, dependencies: BlogDependencies): Promise<LikeResponse> {
  const post = await publishedPost(slug, dependencies);
  const result = await setPostLike(dependencies.store, post.id, visitorId, liked);
  if (!result) throw notFound();
  return result;
}

export function assertPlausibleSlug(slug: string): void {
  if (!isPlausibleSlug(slug)) throw notFound();
}
