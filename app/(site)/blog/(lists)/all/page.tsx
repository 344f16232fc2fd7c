import { AllPosts } from "@/components/blog/all-posts";
import { Breadcrumbs } from "@/components/chrome/breadcrumbs";
import { PAGES } from "@/lib/services/seo/static-routes";
import { withFeedLink } from "@/lib/features/blog/metadata";
import { getPublishedPostSummaries } from "@/lib/features/blog/reads";
import { pageMetadata } from "@/lib/services/seo/metadata";

export const revalidate = 3600;

const page = PAGES.allPosts;

export const metadata = withFeedLink(
  pageMetadata({
    ...page,
    description: "Every article published on The Signal, Lexor's blog, newest first, on one page.",
  }),
);

export default async function AllBlogPostsPage() {
  const posts = await getPublishedPostSummaries();
  return (
    <>
      <Breadcrumbs trail={[PAGES.blog, page]} />
      <AllPosts posts={posts} />
    </>
  );
}
