import { ArticleBody } from "@/components/blog/article-body";
import { BlogPostingJsonLd } from "@/components/blog/blog-posting-json-ld";
import { CategoryBadge } from "@/components/blog/category-badge";
import { BlogIcon } from "@/components/blog/icons";
import { NextSteps } from "@/components/blog/next-steps";
import { PostCover } from "@/components/blog/post-cover";
import { coverImage } from "@/lib/features/blog/cover";
import { PostEngagement } from "@/components/blog/post-engagement";
import { PreviewBanner } from "@/components/blog/preview-banner";
import { ShareButtons } from "@/components/blog/share-buttons";
import { ShareLinks } from "@/components/blog/share-links";
import { ShareOnIntent } from "@/components/blog/share-on-intent";
import { isLive } from "@/lib/primitives/domain/blog-post";
import { Link } from "@/components/ui/link";
import { authorPath, hasAuthorPage } from "@/lib/features/blog/authors";
import { formatPostDate, readTimeLabel } from "@/lib/features/blog/format";
import { sanitizePostHtml } from "@/lib/features/content/sanitize";
import type { BlogPost } from "@/lib/primitives/domain/blog-post";
import type { LikeResponse } from "@/lib/primitives/domain/post-engagement";

const isRevised = ({ publishedAt, updatedAt }: BlogPost) => Boolean(updatedAt && updatedAt > publishedAt);

interface ArticleViewProps {
  post: BlogPost;
  preview: boolean;
  origin: string;
  /** This visitor's Like, after a post of the Like form without scripts (components/blog/article-page.tsx). */
  like?: LikeResponse;
}

export function ArticleView({ post, preview, origin, like }: ArticleViewProps) {
  const url = `${origin}/blog/${encodeURIComponent(post.slug)}`;
  const share = { url, title: post.title, excerpt: post.excerpt };
  return (
    <article className="mx-auto max-w-3xl px-6 pt-12 pb-24">
      {preview && (
        <PreviewBanner
          published={post.status === "published"}
          scheduledFor={post.status === "published" && !isLive(post) ? `${post.publishedAt.slice(0, 16).replace("T", " ")} UTC` : undefined}
        />
      )}
      <BlogPostingJsonLd post={post} siteUrl={origin} />
      <div className="flex flex-wrap items-center justify-between gap-4">
        <Link href="/blog" className="inline-flex items-center gap-2 text-sm font-medium text-accent hover:underline">
          <BlogIcon name="arrow-left" width={16} height={16} />
          Back to Blog
        </Link>
        <div className="flex flex-wrap items-center gap-2">
          <PostEngagement
            postId={post.id}
            slug={post.slug}
            initialCounters={like ? { views: like.views, likes: like.likes } : { views: post.views, likes: post.likes }}
            initialLiked={like?.liked}
            icons={{
              heart: <BlogIcon name="heart" width={16} height={16} className="group-aria-pressed:fill-current" />,
              eye: <BlogIcon name="eye" width={16} height={16} />,
            }}
            preview={preview}
          />
          <ShareOnIntent shareable={share}>
            <ShareButtons noScript={<ShareLinks shareable={share} className="flex flex-wrap gap-2" />} />
          </ShareOnIntent>
        </div>
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
          {isRevised(post) && (
            <span className="text-muted">
              Updated <time dateTime={post.updatedAt}>{formatPostDate(post.updatedAt ?? post.publishedAt)}</time>
            </span>
          )}
        </div>
        {post.excerpt && <p className="mt-6 text-xl leading-relaxed text-muted">{post.excerpt}</p>}
      </header>

      <PostCover
        image={coverImage(post.coverImage, "(min-width: 768px) 720px, 100vw")}
        alt={post.coverImage ? (post.coverAlt ?? "") : ""}
        eager
        className="mt-10 rounded-2xl"
      />

      <ArticleBody sanitizedHtml={sanitizePostHtml(post.content)} />

      <NextSteps />
    </article>
  );
}
