import { BlogListPage } from "@/components/blog/blog-list-page";
import { BLOG_DESCRIPTION } from "@/content/blog";
import { withFeedLink } from "@/lib/features/blog/metadata";
import { pageMetadata } from "@/lib/services/seo/metadata";
import { PAGES } from "@/lib/services/seo/static-routes";

export const revalidate = 3600;

export const metadata = withFeedLink(pageMetadata({ ...PAGES.blog, description: BLOG_DESCRIPTION }));

export default function BlogPage() {
  return <BlogListPage />;
}
