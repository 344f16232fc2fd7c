import type { Metadata } from "next";
import { AUTHOR_NOT_FOUND, BlogNotFound } from "@/components/blog/blog-not-found";
import { PostCard } from "@/components/blog/post-card";
import { SECTION_CRUMBS } from "@/components/chrome/breadcrumb-trail";
import { Breadcrumbs } from "@/components/chrome/breadcrumbs";
import { RenderedNotFound } from "@/components/feedback/rendered-not-found";
import { site } from "@/content/site";
import { authorDescription, authorPath } from "@/lib/blog/authors";
import { countLabel } from "@/lib/blog/format";
import { withFeedLink } from "@/lib/blog/metadata";
import { getAuthor, getAuthors } from "@/lib/data/blog";
import { notFoundMetadata, pageMetadata } from "@/lib/seo/metadata";
import { container } from "@/components/ui/surfaces";

export const revalidate = 3600;

type Params = Promise<{ author: string }>;

export async function generateStaticParams() {
  return (await getAuthors()).map((author) => ({ author: author.slug }));
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const author = await getAuthor((await params).author);
  if (!author) return notFoundMetadata(AUTHOR_NOT_FOUND);
  return withFeedLink(
    pageMetadata({ title: author.name, description: authorDescription(author, site.name), path: authorPath(author.name) }),
  );
}

/** One author of The Signal: who they are and everything they have published, newest first. */
export default async function AuthorPage({ params }: { params: Params }) {
  const author = await getAuthor((await params).author);
  if (!author) {
    return (
      <RenderedNotFound>
        <BlogNotFound copy={AUTHOR_NOT_FOUND} />
      </RenderedNotFound>
    );
  }
  return (
    <>
      <Breadcrumbs trail={[SECTION_CRUMBS.blog, { title: author.name, path: authorPath(author.name) }]} />
      <div className={`${container} pt-16 pb-24`}>
        <p className="text-sm font-semibold tracking-widest text-accent uppercase">{SECTION_CRUMBS.blog.title} author</p>
        <h1 className="mt-3 text-4xl font-semibold tracking-tight sm:text-5xl">{author.name}</h1>
        {author.role && <p className="mt-3 text-lg text-muted">{author.role}, {site.name}</p>}
        <h2 className="mt-12 text-2xl font-semibold">{countLabel(author.posts.length, "article")}</h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {author.posts.map((post, index) => (
            <li key={post.id}>
              <PostCard post={post} eager={index < 3} headingLevel={3} />
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
