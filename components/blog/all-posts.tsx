import { BlogHeader } from "@/components/blog/blog-header";
import { BlogIcon } from "@/components/blog/icons";
import { PostCard } from "@/components/blog/post-card";
import { Link } from "@/components/ui/link";
import { container } from "@/components/ui/surfaces";
import { EMPTY_STATE_TEXT } from "@/lib/features/blog/list-state";
import type { PostSummary } from "@/lib/features/blog/list-state";

export function AllPosts({ posts }: { posts: PostSummary[] }) {
  return (
    <div className={`${container} pt-16 pb-24`}>
      <Link href="/blog" className="inline-flex items-center gap-2 text-sm font-medium text-accent hover:underline">
        <BlogIcon name="arrow-left" width={16} height={16} />
        Back to The Signal
      </Link>
      <div className="mt-6">
        <BlogHeader intro={`All ${posts.length} articles, newest first.`} />
      </div>
      {posts.length > 0 ? (
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {posts.map((post, index) => (
            <li key={post.id}>
              <PostCard post={post} eager={index < 3} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-10 text-muted">{EMPTY_STATE_TEXT["no-posts"]}</p>
      )}
    </div>
  );
}
