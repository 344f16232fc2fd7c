import Link from "next/link";
import { CategoryBadge } from "@/components/blog/category-badge";
import { PostCover } from "@/components/blog/post-cover";
import { formatPostDate, readTimeLabel } from "@/lib/blog/format";
import type { PostSummary } from "@/lib/blog/list-state";

/** One article in a grid; the whole card is the link's hit area, the title is its name. */
export function PostCard({ post, eager = false }: { post: PostSummary; eager?: boolean }) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-surface transition-colors hover:border-accent has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-accent">
      <PostCover src={post.coverImage} eager={eager} sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw" />
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <CategoryBadge category={post.category} />
          <span className="text-muted">{readTimeLabel(post.readTime)}</span>
        </div>
        <h2 className="mt-3 text-lg leading-snug font-semibold text-fg">
          <Link
            href={`/blog/${post.slug}`}
            className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none group-hover:text-accent"
          >
            {post.title}
          </Link>
        </h2>
        <p className="mt-2 line-clamp-3 text-muted">{post.excerpt}</p>
        <p className="mt-auto pt-4 text-sm text-muted">
          {post.authorName} · <time dateTime={post.publishedAt}>{formatPostDate(post.publishedAt)}</time>
        </p>
      </div>
    </article>
  );
}
