import { AUTHOR_NOT_FOUND, BlogNotFound } from "@/components/blog/blog-not-found";

export default function AuthorNotFoundPage() {
  return <BlogNotFound copy={AUTHOR_NOT_FOUND} />;
}
