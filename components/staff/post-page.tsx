import { notFound } from "next/navigation";
import { PostCoverForm } from "@/components/staff/post-cover-form";
import { POST_DONE, PostEditor, PostPreview } from "@/components/staff/posts";
import { SendPostOffer } from "@/components/staff/newsletter";
import { SiteRefresh } from "@/components/staff/site-refresh";
import { StaffHeader } from "@/components/staff/staff-header";
import { textLink } from "@/components/ui/button";
import { postEditorView } from "@/lib/features/staff/post-views";
import { isCoverProblem } from "@/lib/primitives/domain/post-cover";
import { requireStaffPage } from "@/lib/features/staff/views";

export type PostPageQuery = Record<string, string | string[] | undefined>;

/** The editor page for a stored post (an id) or a new one (null). */
export async function PostEditorPage({ id, query }: { id: string | null; query: PostPageQuery }) {
  const staff = await requireStaffPage("editor");
  const view = await postEditorView(id, staff, query.kept === "1");
  if (!view) notFound();
  const done = POST_DONE[String(query.done ?? "")];
  const post = view.stored?.post;
  const coverProblem = isCoverProblem(query.cover) ? query.cover : undefined;
  return (
    <>
      <p className="mb-4">
        <a href="/staff/posts" className={textLink}>
          All posts
        </a>
      </p>
      <StaffHeader staff={staff} title={post ? `Edit: ${post.title}` : "New post"} />
      <div className="grid gap-6">
        {view.kept && (
          <p role={view.kept.preview === undefined ? "alert" : "status"} className="font-semibold">
            {view.kept.message}
          </p>
        )}
        {!view.kept && done && <p role="status">{done}</p>}
        {view.stored && (
          <p>
            {`State: ${view.stored.state}. `}
            {view.stored.state === "published" && <a href={`/blog/${post?.slug}`} className={textLink}>{`View /blog/${post?.slug}`}</a>}
          </p>
        )}
        {view.refresh && <SiteRefresh state={view.refresh} shows="the site shows the stored version of this post" />}
        {view.stored?.state === "published" && <SendPostOffer postId={view.stored.post.id} />}
        {post && (
          <p>
            <a href={`/staff/posts/${encodeURIComponent(post.id)}/revisions`} className={textLink}>
              History: every change, viewed and restored
            </a>
          </p>
        )}
        <PostEditor form={view.form} fields={view.kept?.fields ?? {}} published={view.stored?.post.status === "published"} />
        {view.kept?.preview !== undefined && <PostPreview html={view.kept.preview} />}
        {view.stored && post && <PostCoverForm id={post.id} version={view.stored.version} cover={post.coverImage} alt={post.coverAlt} problem={coverProblem} />}
      </div>
    </>
  );
}
