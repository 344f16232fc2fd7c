import { BLOG_INTRO, BlogHeader } from "@/components/blog/blog-header";
import { BlogListView } from "@/components/blog/blog-list-view";
import { DEFAULT_LIST_STATE } from "@/lib/features/blog/list-state";
import { container } from "@/components/ui/surfaces";

export function BlogListFailed() {
  return (
    <div className={`${container} pt-16 pb-24`}>
      <BlogHeader intro={BLOG_INTRO} />
      <BlogListView posts={[]} state={DEFAULT_LIST_STATE} />
    </div>
  );
}
