import { SECTION_CRUMBS } from "@/components/chrome/breadcrumb-trail";
import { Breadcrumbs } from "@/components/chrome/breadcrumbs";
import { PostUnavailable } from "@/components/blog/post-unavailable";

export const POST_NOT_FOUND = {
  title: "Blog post not found",
  description: "The article you are looking for does not exist or is no longer published.",
} as const;

/** Unknown and unpublished slugs: the spec's state, under The Signal in the trail. */
export function PostNotFound() {
  return (
    <>
      <Breadcrumbs trail={[SECTION_CRUMBS.blog, { title: POST_NOT_FOUND.title }]} />
      <PostUnavailable title={POST_NOT_FOUND.title} message={POST_NOT_FOUND.description} />
    </>
  );
}
