import { BlogNotFound, LIST_PAGE_NOT_FOUND } from "@/components/blog/blog-not-found";

export default function BlogListNotFound() {
  return <BlogNotFound copy={LIST_PAGE_NOT_FOUND} />;
}
