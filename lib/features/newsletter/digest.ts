import "server-only";
import { site } from "@/content/site";
import type { DocumentStore } from "@/lib/ports/documents/port";
import { type BlogPost, isLive } from "@/lib/primitives/domain/blog-post";
import { getPostById, listPublishedPosts } from "@/lib/features/content/records";
import type { IssueDraft } from "@/lib/features/newsletter/issues";
import { listIssues } from "@/lib/features/newsletter/issues";

const DIGEST_POSTS = 20;

const postSection = (post: BlogPost, siteUrl: string) => `## [${post.title.replace(/[[\]]/g, "")}](${siteUrl}/blog/${post.slug})\n\n${post.excerpt}`.trim();

/** The posts published since the last issue was sent (or every recent one before the first), as a draft to edit. */
export async function digestDraft(store: DocumentStore, siteUrl: string, now = new Date()): Promise<IssueDraft> {
  const sent = (await listIssues(store))
    .map((issue) => issue.sendStartedAt)
    .filter((at): at is string => Boolean(at))
    .sort();
  const since = sent.at(-1);
  const posts = (await listPublishedPosts(store)).filter((post) => isLive(post, now) && (!since || post.publishedAt > since)).slice(0, DIGEST_POSTS);
  const intro = since ? `New on ${site.name} since ${since.slice(0, 10)}:` : `The latest from ${site.name}:`;
  const lines = posts.map((post) => postSection(post, siteUrl));
  return {
    subject: `${site.name} digest, ${now.toISOString().slice(0, 10)}`,
    body: [intro, ...(lines.length > 0 ? lines : ["No new posts yet: write a few words of your own here."])].join("\n\n"),
  };
}

/** One live post as an issue to edit, offered on the post's editor page; null when the post is not live. */
export async function postDraft(store: DocumentStore, siteUrl: string, postId: string, now = new Date()): Promise<IssueDraft | null> {
  const post = await getPostById(store, postId);
  if (!post || !isLive(post, now)) return null;
  return { subject: post.title.slice(0, 200), body: [postSection(post, siteUrl), `[Read it on ${site.name}](${siteUrl}/blog/${post.slug})`].join("\n\n") };
}
