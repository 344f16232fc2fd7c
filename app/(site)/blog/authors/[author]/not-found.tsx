import { AUTHOR_NOT_FOUND, BlogNotFound } from "@/components/blog/blog-not-found";

/** What a client-side navigation to an unknown author shows; the server renders the same (see the page). */
export default function AuthorNotFoundPage() {
  return <BlogNotFound copy={AUTHOR_NOT_FOUND} />;
}
