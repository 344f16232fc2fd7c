import { AllPosts } from "@/components/blog/all-posts";
import { Breadcrumbs } from "@/components/chrome/breadcrumbs";
import { SECTION_CRUMBS } from "@/components/chrome/breadcrumb-trail";
import { BLOG_TITLE } from "@/lib/blog/feed";
import { withFeedLink } from "@/lib/blog/metadata";
import { getPublishedPostSummaries } from "@/lib/data/blog";
import { pageMetadata } from "@/lib/seo/metadata";

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
      <AllPosts posts={posts} />
    </>
  );
}
