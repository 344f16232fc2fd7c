import { blogPostingJsonLd, serializeJsonLd } from "@/lib/blog/json-ld";
import type { BlogPost } from "@/lib/domain/blog-post";

/** The article's BlogPosting structured data, escaped so no field can end the script element. */
export function BlogPostingJsonLd({ post, siteUrl }: { post: BlogPost; siteUrl: string }) {
  return (
    <script
      type="application/ld+json"
      // JSON with "<" escaped (serializeJsonLd), so it cannot end the script element.
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(blogPostingJsonLd(post, siteUrl)) }}
    />
  );
}
