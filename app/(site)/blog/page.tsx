import { Suspense } from "react";
import { Breadcrumbs } from "@/components/chrome/breadcrumbs";
import { PAGES } from "@/lib/seo/static-routes";
import { BlogHeader, BLOG_INTRO } from "@/components/blog/blog-header";
import { BlogIndex } from "@/components/blog/blog-index";
import { BlogListView } from "@/components/blog/blog-list-view";
import { BLOG_DESCRIPTION } from "@/lib/blog/feed";
import { DEFAULT_LIST_STATE } from "@/lib/blog/list-state";
import { withFeedLink } from "@/lib/blog/metadata";
import { getPublishedPostSummaries } from "@/lib/data/blog";
import { pageMetadata } from "@/lib/seo/metadata";
import { container } from "@/components/ui/surfaces";

export const revalidate = 3600;

export const metadata = withFeedLink(pageMetadata({ ...PAGES.blog, description: BLOG_DESCRIPTION }));

export default async function BlogPage() {
  const posts = await getPublishedPostSummaries();
  return (
    <>
      <Breadcrumbs trail={[PAGES.blog]} />
      <div className={`${container} pt-16 pb-24`}>
        <BlogHeader intro={BLOG_INTRO} />
        {/* The fallback is the static HTML: the first page, crawlable without JavaScript. The browser
            then applies the URL's search, category and page. */}
        <Suspense fallback={<BlogListView posts={posts} state={DEFAULT_LIST_STATE} />}>
          <BlogIndex posts={posts} />
        </Suspense>
      </div>
    </>
  );
}
