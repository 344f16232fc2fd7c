import { Breadcrumbs } from "@/components/chrome/breadcrumbs";
import { BlogHeader, BLOG_INTRO } from "@/components/blog/blog-header";
import { BlogIndexOnIntent } from "@/components/blog/blog-index-on-intent";
import { BlogListView } from "@/components/blog/blog-list-view";
import { BlogPageNotFound, LIST_PAGE_NOT_FOUND } from "@/components/blog/blog-not-found";
import { listPageExists, listPageTitle } from "@/lib/features/blog/list-pages";
import { type BlogListState, DEFAULT_LIST_STATE, listStatePath } from "@/lib/features/blog/list-state";
import { getPublishedPostSummaries } from "@/lib/features/blog/reads";
import { PAGES } from "@/lib/services/seo/static-routes";
import { container } from "@/components/ui/surfaces";

export async function BlogListPage({ state = DEFAULT_LIST_STATE }: { state?: BlogListState }) {
  const posts = await getPublishedPostSummaries();
  if (!listPageExists(posts, state)) return <BlogPageNotFound copy={LIST_PAGE_NOT_FOUND} />;
  const own = state === DEFAULT_LIST_STATE ? [] : [{ title: listPageTitle(state), path: listStatePath(state) }];
  return (
    <>
      <Breadcrumbs trail={[PAGES.blog, ...own]} />
      <div className={`${container} pt-16 pb-24`}>
        <BlogHeader intro={BLOG_INTRO} />
        {/* The static HTML of this view, crawlable and usable without JavaScript, until the visitor reaches for it. */}
        <BlogIndexOnIntent posts={posts}>
          <BlogListView posts={posts} state={state} />
        </BlogIndexOnIntent>
      </div>
    </>
  );
}
