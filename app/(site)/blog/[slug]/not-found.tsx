import { BlogNotFound, POST_NOT_FOUND } from "@/components/blog/blog-not-found";

export default function BlogPostNotFound() {
  return <BlogNotFound copy={POST_NOT_FOUND} />;
}
