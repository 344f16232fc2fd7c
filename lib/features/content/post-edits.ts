import "server-only";
import { isFileReference } from "@/lib/features/content/images";
import { markdownImages, markdownToHtml } from "@/lib/features/content/markdown";
import { type ContentEditDependencies, documentVersion, keptSubmission, NEW_VERSION, oneAtATime, refuse, storeEdit } from "@/lib/features/content/edits";
import { postEntry } from "@/lib/features/content/posts";
import { getPostById } from "@/lib/features/content/records";
import { isRemovedAddressIn } from "@/lib/features/content/removed-keys";
import { parseDocuments } from "@/lib/ports/documents/parse";
import type { AdminDocumentStore } from "@/lib/ports/documents/port";
import { COLLECTIONS } from "@/lib/services/collections";
import { type BlogPost, blogPostSchema, isLive, postFrontMatterSchema } from "@/lib/primitives/domain/blog-post";
import { INVALID_FIELDS, fieldErrors } from "@/lib/primitives/domain/field-errors";
import { DOCUMENT_ID_PATTERN } from "@/lib/primitives/domain/file-fields";
import { z } from "@/lib/primitives/zod";

export type PostEditDependencies = ContentEditDependencies;

export const POST_INTENTS = ["save", "preview", "publish", "schedule", "unpublish"] as const;
export type PostIntent = (typeof POST_INTENTS)[number];

export const postFormSchema = z.strictObject({
  id: z.string().max(150).default(""),
  version: z.string().min(1).max(64),
  intent: z.enum(POST_INTENTS),
  title: z.string().max(1000),
  slug: z.string().max(1000),
  excerpt: z.string().max(2000),
  category: z.string().max(100),
  tags: z.string().max(2000).default(""),
  authorName: z.string().max(200).default(""),
  authorRole: z.string().max(200).default(""),
  publishedAt: z.string().max(100).default(""),
  coverAlt: z.string().max(1000).default(""),
  markdown: z.string().max(200_000),
});

export type PostForm = z.infer<typeof postFormSchema>;

export type PostState = "draft" | "scheduled" | "published" | "withdrawn";

export interface StaffPost {
  post: BlogPost;
  state: PostState;
  version: string;
}

async function stateOf(post: BlogPost, store: AdminDocumentStore, now: Date): Promise<PostState> {
  if (post.status === "published") return isLive(post, now) ? "published" : "scheduled";
  return (await isRemovedAddressIn(store, `/blog/${post.slug}`)) ? "withdrawn" : "draft";
}

export async function listStaffPosts({ store, now = () => new Date() }: PostEditDependencies): Promise<StaffPost[]> {
  const stored = await store.list(COLLECTIONS.blogs, { orderBy: { field: "publishedAt", direction: "desc" } });
  const versions = new Map(stored.map(({ id, data }) => [id, documentVersion(data)]));
  const posts = parseDocuments(blogPostSchema, COLLECTIONS.blogs, stored);
  return Promise.all(posts.map(async (post) => ({ post, state: await stateOf(post, store, now()), version: versions.get(post.id) ?? NEW_VERSION })));
}

export async function staffPost(id: string, { store, now = () => new Date() }: PostEditDependencies): Promise<StaffPost | null> {
  if (!DOCUMENT_ID_PATTERN.test(id)) return null;
  const data = await store.get(COLLECTIONS.blogs, id);
  const post = data && (await getPostById(store, id));
  return post ? { post, state: await stateOf(post, store, now()), version: documentVersion(data) } : null;
}

function frontMatterOf(form: PostForm, stored: BlogPost | null, now: Date) {
  const publishNow = form.intent === "publish" || (!form.publishedAt.trim() && !stored);
  const status = form.intent === "publish" || form.intent === "schedule" ? "published" : form.intent === "unpublish" ? "draft" : (stored?.status ?? "draft");
  const slug = form.slug.trim();
  const former = stored && stored.slug !== slug ? [...stored.formerSlugs, stored.slug] : (stored?.formerSlugs ?? []);
  const tags = form.tags
    .split(",")
    .map((tag) => tag.trim())
    .filter(Boolean);
  return {
    title: form.title,
    slug,
    formerSlugs: [...new Set(former.filter((value) => value !== slug))],
    excerpt: form.excerpt,
    category: form.category,
    tags,
    ...(form.authorName.trim() ? { author: { name: form.authorName, ...(form.authorRole.trim() ? { role: form.authorRole } : {}) } } : {}),
    ...(form.coverAlt.trim() ? { coverAlt: form.coverAlt } : {}),
    status,
    publishedAt: publishNow ? now.toISOString() : form.publishedAt.trim() || stored?.publishedAt,
  };
}

/** Pictures in the browser are site addresses for now: an upload path for the editor is still to come. */
function bodyProblems(markdown: string): Record<string, string> {
  const outside = markdownImages(markdown).find(({ url }) => isFileReference(url) || !url.startsWith("/"));
  return outside ? { markdown: `image "${outside.url}" must be an address on this site, such as /images/chart.png` } : {};
}

export function previewHtml(markdown: string): string {
  return markdownToHtml(markdown);
}

export interface PostSaved {
  id: string;
  changed: boolean;
}

/** The browser's write: the front matter schema and the push of content:push, refused when the post changed since the form was read. */
export async function savePost(form: PostForm, deps: PostEditDependencies): Promise<PostSaved> {
  const now = deps.now?.() ?? new Date();
  const id = form.id || form.slug.trim();
  if (!DOCUMENT_ID_PATTERN.test(id)) refuse("invalid", INVALID_FIELDS, { slug: "must be lower-case words joined by dashes" });
  return oneAtATime(`blogs/${id}`, async () => {
    const document = await deps.store.get(COLLECTIONS.blogs, id);
    if (documentVersion(document) !== form.version) {
      refuse(
        "conflict",
        document && form.version !== NEW_VERSION
          ? "Someone else saved this post after you opened it. Nothing was saved: your text is below; copy what you need, reload the post and apply it again."
          : "A post with this address already exists. Nothing was saved: choose another slug.",
      );
    }
    const stored = document ? await getPostById(deps.store, id) : null;
    const frontMatter = postFrontMatterSchema.safeParse(frontMatterOf(form, stored, now));
    const problems = { ...(frontMatter.success ? {} : fieldErrors(frontMatter.error)), ...bodyProblems(form.markdown) };
    if (frontMatter.success && frontMatter.data.status === "published" && !form.markdown.trim()) problems.markdown = "a published post needs a body";
    if (form.intent === "schedule" && frontMatter.success && !(Date.parse(frontMatter.data.publishedAt) > now.getTime())) {
      problems.publishedAt = "to schedule, give a publish time in the future";
    }
    if (!frontMatter.success || Object.keys(problems).length > 0) refuse("invalid", INVALID_FIELDS, problems);
    const entry = postEntry(frontMatter.data, form.markdown, { id, file: `blogs/${id}`, coverUrl: stored?.coverImage, bodyImages: new Map() });
    return { id, changed: await storeEdit(entry, deps, now) };
  });
}

export const keptPostSubmission = (email: string, postId: string, deps: PostEditDependencies) =>
  keptSubmission(email, postFormSchema, (form) => form.id === postId, deps);
