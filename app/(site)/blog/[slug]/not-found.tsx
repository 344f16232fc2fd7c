import { PostUnavailable } from "@/components/blog/post-unavailable";

/** Unknown and unpublished slugs: the spec's state, served with a 404 status. */
export default function BlogPostNotFound() {
  return (
    <PostUnavailable
      title="Blog post not found"
      message="The article you are looking for does not exist or is no longer published."
    />
  );
}
