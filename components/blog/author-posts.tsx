import { PostCard } from "@/components/blog/post-card";
import { PAGES } from "@/lib/services/seo/static-routes";
import { container } from "@/components/ui/surfaces";
import { site } from "@/content/site";
import type { Author } from "@/lib/features/blog/authors";
import { countLabel } from "@/lib/primitives/format/count";
import { eyebrowClass, pageTitleClass } from "@/components/ui/type-styles";

export function AuthorPosts({ author }: { author: Author }) {
  return (
    <div className={`${container} pt-16 pb-24`}>
      <p className={eyebrowClass}>{PAGES.blog.title} author</p>
      <h1 className={`mt-3 ${pageTitleClass}`}>{author.name}</h1>
      {author.role && (
        <p className="mt-3 text-lg text-muted">
          {author.role}, {site.name}
        </p>
      )}
      <h2 className="mt-12 text-2xl font-semibold">{countLabel(author.posts.length, "article")}</h2>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {author.posts.map((post, index) => (
          <li key={post.id}>
            <PostCard post={post} eager={index < 3} headingLevel={3} />
          </li>
        ))}
      </ul>
    </div>
  );
}
