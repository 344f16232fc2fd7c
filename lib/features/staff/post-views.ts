import { NEW_VERSION, refreshStateFor } from "@/lib/features/content/edits";
import { keptPostSubmission, listStaffPosts, type PostForm, staffPost } from "@/lib/features/content/post-edits";
import type { Staff } from "./access";
import { contentEditContext } from "./content-context";

export const postsPageView = async () => listStaffPosts(await contentEditContext());

const EMPTY_FORM: PostForm = {
  id: "",
  version: NEW_VERSION,
  intent: "save",
  title: "",
  slug: "",
  excerpt: "",
  category: "Engineering",
  tags: "",
  authorName: "",
  authorRole: "",
  publishedAt: "",
  coverAlt: "",
  markdown: "",
};

/** The form as stored, or as last sent when that send saved nothing; null for a post that does not exist. */
export async function postEditorView(id: string | null, staff: Staff, showKept: boolean) {
  const deps = await contentEditContext();
  const stored = id === null ? null : await staffPost(id, deps);
  if (id !== null && !stored) return null;
  const kept = showKept ? await keptPostSubmission(staff.email, id ?? "", deps) : null;
  const post = stored?.post;
  const form: PostForm = post
    ? {
        ...EMPTY_FORM,
        id: post.id,
        version: stored.version,
        title: post.title,
        slug: post.slug,
        excerpt: post.excerpt,
        category: post.category,
        tags: post.tags.join(", "),
        authorName: post.author.name,
        authorRole: post.author.role ?? "",
        publishedAt: post.publishedAt,
        coverAlt: post.coverAlt ?? "",
        markdown: post.markdown ?? post.content,
      }
    : EMPTY_FORM;
  return { stored, kept, form: kept?.form ?? form, refresh: post ? await refreshStateFor("blogs", post.id, deps.store) : null };
}
