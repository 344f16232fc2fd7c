import { JsonLd } from "@/components/seo/json-ld";
import { blogPostingJsonLd } from "@/lib/features/blog/json-ld";
import type { BlogPost } from "@/lib/primitives/domain/blog-post";

export function BlogPostingJsonLd({ post, siteUrl }: { post: BlogPost; siteUrl: string }) {
  return <JsonLd data={blogPostingJsonLd(post, siteUrl)} />;
}
