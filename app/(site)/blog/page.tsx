import { BlogListPage } from "@/components/blog/blog-list-page";
import { BLOG_DESCRIPTION } from "@/lib/blog/feed";
import { withFeedLink } from "@/lib/blog/metadata";
import { pageMetadata } from "@/lib/seo/metadata";
import { PAGES } from "@/lib/seo/static-routes";

export const revalidate = 3600;

export const metadata = withFeedLink(pageMetadata({ ...PAGES.blog, description: BLOG_DESCRIPTION }));

export default function BlogPage() {
  return <BlogListPage />;
}
