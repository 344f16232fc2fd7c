import { BlogNotFound, POST_NOT_FOUND } from "@/components/blog/blog-not-found";

/** What a client-side navigation to an unknown slug shows; the server renders the same (see the page). */
export default function BlogPostNotFound() {
  return <BlogNotFound copy={POST_NOT_FOUND} />;
}
