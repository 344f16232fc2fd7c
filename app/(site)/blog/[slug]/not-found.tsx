import { PostNotFound } from "@/components/blog/post-not-found";

/** What a client-side navigation to an unknown slug shows; the server renders the same (see the page). */
export default function BlogPostNotFound() {
  return <PostNotFound />;
}
