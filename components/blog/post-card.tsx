import { Card } from "@/components/ui/card";
import { Link } from "@/components/ui/link";
import { CategoryBadge } from "@/components/blog/category-badge";
import { PostCover } from "@/components/blog/post-cover";
import { formatPostDate, readTimeLabel } from "@/lib/features/blog/format";
import type { PostSummary } from "@/lib/features/blog/list-state";

export function PostCard({ post, eager = false, headingLevel = 2 }: { post: PostSummary; eager?: boolean; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <Card
      as="article"
      className="group relative flex h-full flex-col overflow-hidden transition-colors hover:border-accent has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-accent"
    >
      <PostCover image={post.cover} eager={eager} />
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <CategoryBadge category={post.category} />
          <span className="text-muted">{readTimeLabel(post.readTime)}</span>
        </div>
        <Heading className="mt-3 text-lg leading-snug font-semibold text-fg">
          <Link href={`/blog/${post.slug}`} className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none group-hover:text-accent">
            {post.title}
          </Link>
        </Heading>
        <p className="mt-2 line-clamp-3 text-muted">{post.excerpt}</p>
        <p className="mt-auto pt-4 text-sm text-muted">
          {post.authorName} · <time dateTime={post.publishedAt}>{formatPostDate(post.publishedAt)}</time>
        </p>
      </div>
    </Card>
  );
}
