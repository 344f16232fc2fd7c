import { PostUnavailable } from "@/components/blog/post-unavailable";
import { PAGES } from "@/lib/services/seo/static-routes";
import { Breadcrumbs } from "@/components/chrome/breadcrumbs";
import { RenderedNotFound } from "@/components/feedback/rendered-not-found";

export interface NotFoundCopy {
  title: string;
  description: string;
}

/** Unknown and unpublished slugs look alike, so a draft's existence is never revealed. */
export const POST_NOT_FOUND = {
  title: "Blog post not found",
  description: "The article you are looking for does not exist or is no longer published.",
} as const satisfies NotFoundCopy;

export const AUTHOR_NOT_FOUND = {
  title: "Author not found",
  description: "Nobody by that name has published on The Signal. Every article is listed on the blog.",
} as const satisfies NotFoundCopy;

export const LIST_PAGE_NOT_FOUND = {
  title: "Blog page not found",
  description: "The Signal has no such page or category. Every published article is listed on the blog.",
} as const satisfies NotFoundCopy;

export function BlogNotFound({ copy }: { copy: NotFoundCopy }) {
  return (
    <>
      <Breadcrumbs trail={[PAGES.blog, { title: copy.title }]} />
      <PostUnavailable title={copy.title} message={copy.description} />
    </>
  );
}

export function BlogPageNotFound({ copy }: { copy: NotFoundCopy }) {
  return (
    <RenderedNotFound>
      <BlogNotFound copy={copy} />
    </RenderedNotFound>
  );
}
