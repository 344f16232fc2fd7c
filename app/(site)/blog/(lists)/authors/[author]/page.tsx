import type { Metadata } from "next";
import { AuthorPosts } from "@/components/blog/author-posts";
import { AUTHOR_NOT_FOUND, BlogPageNotFound } from "@/components/blog/blog-not-found";
import { PAGES } from "@/lib/services/seo/static-routes";
import { Breadcrumbs } from "@/components/chrome/breadcrumbs";
import { authorPath } from "@/lib/features/blog/authors";
import { authorMetadata } from "@/lib/features/blog/metadata";
import { getAuthor, getAuthors } from "@/lib/features/blog/reads";
import { notFoundMetadata } from "@/lib/services/seo/metadata";

export const revalidate = 3600;

type Params = Promise<{ author: string }>;

export async function generateStaticParams() {
  return (await getAuthors()).map((author) => ({ author: author.slug }));
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const author = await getAuthor((await params).author);
  return author ? authorMetadata(author) : notFoundMetadata(AUTHOR_NOT_FOUND);
}

export default async function AuthorPage({ params }: { params: Params }) {
  const author = await getAuthor((await params).author);
  if (!author) return <BlogPageNotFound copy={AUTHOR_NOT_FOUND} />;
  return (
    <>
      <Breadcrumbs trail={[PAGES.blog, { title: author.name, path: authorPath(author.name) }]} />
      <AuthorPosts author={author} />
    </>
  );
}
