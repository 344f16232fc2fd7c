import { Link } from "@/components/ui/link";
import { Breadcrumbs } from "@/components/chrome/breadcrumbs";
import { SECTION_CRUMBS } from "@/components/chrome/breadcrumb-trail";
import { ArrowLeftIcon } from "@/components/blog/icons";
import { BlogHeader } from "@/components/blog/blog-header";
import { PostCard } from "@/components/blog/post-card";
import { BLOG_TITLE } from "@/lib/blog/feed";
import { EMPTY_STATE_TEXT } from "@/lib/blog/list-state";
import { withFeedLink } from "@/lib/blog/metadata";
import { getPublishedPostSummaries } from "@/lib/data/blog";
import { pageMetadata } from "@/lib/seo/metadata";
import { container } from "@/components/ui/surfaces";

export const revalidate = 3600;

const page = { title: `All articles from ${BLOG_TITLE}`, path: "/blog/all" };

export const metadata = withFeedLink(
  pageMetadata({
    ...page,
    description: "Every article published on The Signal, Lexor's blog, newest first, on one page.",
  }),
);

/** Every published post on one static page: the crawlable index, and the mobile "View all" target. */
export default async function AllBlogPostsPage() {
  const posts = await getPublishedPostSummaries();
  return (
    <>
      <Breadcrumbs trail={[SECTION_CRUMBS.blog, page]} />
      <div className={`${container} pt-16 pb-24`}>
        <Link href="/blog" className="inline-flex items-center gap-2 text-sm font-medium text-accent hover:underline">
          <ArrowLeftIcon width={16} height={16} />
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
    </>
  );
}
