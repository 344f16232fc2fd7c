import { site } from "@/content/site";
import { authorPath } from "@/lib/features/blog/authors";
import { type BlogPost, DEFAULT_AUTHOR_NAME } from "@/lib/primitives/domain/blog-post";
import { LOGO_PNG } from "@/lib/services/seo/icons";

const absolute = (pathOrUrl: string, siteUrl: string) => new URL(pathOrUrl, `${siteUrl}/`).toString();

export function blogPostingJsonLd(post: BlogPost, siteUrl: string) {
  const url = `${siteUrl}/blog/${encodeURIComponent(post.slug)}`;
  const author =
    post.author.name === DEFAULT_AUTHOR_NAME
      ? { "@type": "Organization", name: post.author.name, url: siteUrl }
      : {
          "@type": "Person",
          name: post.author.name,
          ...(post.author.role ? { jobTitle: post.author.role } : {}),
          url: `${siteUrl}${authorPath(post.author.name)}`,
        };
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.excerpt,
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    ...(post.coverImage ? { image: [absolute(post.coverImage, siteUrl)] } : {}),
    datePublished: post.publishedAt,
    dateModified: post.updatedAt && post.updatedAt > post.publishedAt ? post.updatedAt : post.publishedAt,
    author,
    publisher: {
      "@type": "Organization",
      name: site.name,
      url: siteUrl,
      logo: { "@type": "ImageObject", url: absolute(LOGO_PNG.src, siteUrl), width: LOGO_PNG.width, height: LOGO_PNG.height },
    },
    articleSection: post.category,
    ...(post.tags.length ? { keywords: post.tags.join(", ") } : {}),
    inLanguage: "en-US",
  };
}
