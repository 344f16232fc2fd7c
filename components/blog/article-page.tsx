import { ArticleView } from "@/components/blog/article-view";
import { Breadcrumbs } from "@/components/chrome/breadcrumbs";
import { articlePath } from "@/lib/features/blog/like-outcome";
import type { BlogPost } from "@/lib/primitives/domain/blog-post";
import type { LikeResponse } from "@/lib/primitives/domain/post-engagement";
import { PAGES } from "@/lib/services/seo/static-routes";
import { siteUrl } from "@/lib/primitives/site-settings";

export function ArticlePage({ post, preview, like }: { post: BlogPost; preview: boolean; like?: LikeResponse }) {
  return (
    <>
      <Breadcrumbs trail={[PAGES.blog, { title: post.title, path: articlePath(post.slug) }]} />
      <ArticleView post={post} preview={preview} origin={siteUrl()} like={like} />
    </>
  );
}
