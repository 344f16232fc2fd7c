import type { Metadata } from "next";
import { draftMode } from "next/headers";
import { notFound } from "next/navigation";
import { ArticleView } from "@/components/blog/article-view";
import { BlogNotFound, POST_NOT_FOUND } from "@/components/blog/blog-not-found";
import { SECTION_CRUMBS } from "@/components/chrome/breadcrumb-trail";
import { Breadcrumbs } from "@/components/chrome/breadcrumbs";
import { RenderedNotFound } from "@/components/feedback/rendered-not-found";
import { articleMetadata } from "@/lib/blog/metadata";
import { previewedPost } from "@/lib/blog/preview";
import { getPublishedPost, getPublishedPostSlugs } from "@/lib/data/blog";
import { notFoundMetadata } from "@/lib/seo/metadata";
import { siteUrl } from "@/lib/site-settings";

export const revalidate = 3600;
// Posts published after the build render on first request, then join the ISR cache.
export const dynamicParams = true;

interface BlogPostPageProps {
  params: Promise<{ slug: string }>;
}

export async function generateStaticParams() {
  return (await getPublishedPostSlugs()).map(({ slug }) => ({ slug }));
}

/**
 * The post at this address: the published one, or, for someone who opened a preview link of it,
 * the post as stored now whatever its status (rendered per request in draft mode, never cached).
 */
async function articleAt(params: BlogPostPageProps["params"]) {
  const { slug } = await params;
  const preview = await previewedPost(slug);
  return { post: preview ?? (await getPublishedPost(slug)), preview: preview !== null };
}

export async function generateMetadata({ params }: BlogPostPageProps): Promise<Metadata> {
  const { post, preview } = await articleAt(params);
  return post ? articleMetadata(post, preview) : notFoundMetadata(POST_NOT_FOUND);
}

export default async function BlogPostPage({ params }: BlogPostPageProps) {
  const { post, preview } = await articleAt(params);
  if (!post) {
    // Draft mode renders per request and streams: a not-found raised inside a boundary would come
    // after the 200 had gone out, so a preview that no longer holds answers 404 the plain way.
    if ((await draftMode()).isEnabled) notFound();
    return (
      <RenderedNotFound>
        <BlogNotFound copy={POST_NOT_FOUND} />
      </RenderedNotFound>
    );
  }
  return (
    <>
      <Breadcrumbs trail={[SECTION_CRUMBS.blog, { title: post.title, path: `/blog/${encodeURIComponent(post.slug)}` }]} />
      <ArticleView post={post} preview={preview} origin={siteUrl()} />
    </>
  );
}
