import type { Metadata } from "next";
import { draftMode } from "next/headers";
import { Link } from "@/components/ui/link";
import { notFound } from "next/navigation";
import { ArticleBody } from "@/components/blog/article-body";
import { BlogPostingJsonLd } from "@/components/blog/blog-posting-json-ld";
import { CategoryBadge } from "@/components/blog/category-badge";
import { ArrowLeftIcon } from "@/components/blog/icons";
import { NextSteps } from "@/components/blog/next-steps";
import { PostCover } from "@/components/blog/post-cover";
import { PostEngagement } from "@/components/blog/post-engagement";
import { PreviewBanner } from "@/components/blog/preview-banner";
import { BlogNotFound, POST_NOT_FOUND } from "@/components/blog/blog-not-found";
import { SECTION_CRUMBS } from "@/components/chrome/breadcrumb-trail";
import { Breadcrumbs } from "@/components/chrome/breadcrumbs";
import { RenderedNotFound } from "@/components/feedback/rendered-not-found";
import { authorPath, hasAuthorPage } from "@/lib/blog/authors";
import { formatPostDate, readTimeLabel } from "@/lib/blog/format";
import { withFeedLink } from "@/lib/blog/metadata";
import { previewedPost } from "@/lib/blog/preview";
import { sanitizePostHtml } from "@/lib/blog/sanitize";
import { siteUrl } from "@/lib/site-settings";
import { getPublishedPost, getPublishedPostSlugs } from "@/lib/data/blog";
import { notFoundMetadata, pageMetadata } from "@/lib/seo/metadata";

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
  if (!post) return notFoundMetadata(POST_NOT_FOUND);
  const base = pageMetadata({
    title: post.title,
    description: post.excerpt,
    path: `/blog/${post.slug}`,
    type: "article",
    hasImageFile: true,
  });
  return withFeedLink({
    ...base,
    authors: [{ name: post.author.name }],
    openGraph: {
      ...base.openGraph,
      type: "article",
      publishedTime: post.publishedAt,
      modifiedTime: post.updatedAt ?? post.publishedAt,
      authors: [post.author.name],
      section: post.category,
      tags: post.tags,
    },
    ...(preview && { robots: { index: false, follow: false } }),
  });
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
  const origin = siteUrl();
  const path = `/blog/${encodeURIComponent(post.slug)}`;
  const url = `${origin}${path}`;

  return (
    <>
      <Breadcrumbs trail={[SECTION_CRUMBS.blog, { title: post.title, path }]} />
      <article className="mx-auto max-w-3xl px-6 pt-12 pb-24">
        {preview && <PreviewBanner published={post.status === "published"} />}
        <BlogPostingJsonLd post={post} siteUrl={origin} />
        <div className="flex flex-wrap items-center justify-between gap-4">
          <Link href="/blog" className="inline-flex items-center gap-2 text-sm font-medium text-accent hover:underline">
            <ArrowLeftIcon width={16} height={16} />
            Back to Blog
          </Link>
          <PostEngagement
            postId={post.id}
            slug={post.slug}
            initialCounters={{ views: post.views, likes: post.likes }}
            share={{ url, title: post.title, excerpt: post.excerpt }}
            preview={preview}
          />
        </div>

        <header className="mt-10">
          <div className="flex flex-wrap items-center gap-3 text-sm">
            <CategoryBadge category={post.category} />
            <span className="text-muted">{readTimeLabel(post.readTime)}</span>
          </div>
          <h1 className="mt-4 text-3xl leading-tight font-semibold tracking-tight sm:text-5xl">{post.title}</h1>
          <div className="mt-6 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            {hasAuthorPage(post.author.name) ? (
              <Link href={authorPath(post.author.name)} className="font-semibold text-fg underline-offset-4 hover:underline">
                {post.author.name}
              </Link>
            ) : (
              <span className="font-semibold text-fg">{post.author.name}</span>
            )}
            {post.author.role && <span className="text-muted">{post.author.role}</span>}
            <span aria-hidden="true" className="text-muted">
              ·
            </span>
            <time dateTime={post.publishedAt} className="text-muted">
              {formatPostDate(post.publishedAt)}
            </time>
          </div>
          {post.excerpt && <p className="mt-6 text-xl leading-relaxed text-muted">{post.excerpt}</p>}
        </header>

        <PostCover src={post.coverImage} eager sizes="(min-width: 768px) 720px, 100vw" className="mt-10 rounded-2xl" />

        <ArticleBody sanitizedHtml={sanitizePostHtml(post.content)} />

        <NextSteps />
      </article>
    </>
  );
}
