import { BlogNotFound, LIST_PAGE_NOT_FOUND } from "@/components/blog/blog-not-found";

/** What a client-side navigation to a list page that does not exist shows; the server renders the same. */
export default function BlogListNotFound() {
  return <BlogNotFound copy={LIST_PAGE_NOT_FOUND} />;
}
