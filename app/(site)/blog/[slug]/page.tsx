import type { Metadata } from "next";
import { draftMode } from "next/headers";
import { notFound } from "next/navigation";
import { ArticlePage } from "@/components/blog/article-page";
import { BlogPageNotFound, POST_NOT_FOUND } from "@/components/blog/blog-not-found";
import { articleMetadata } from "@/lib/features/blog/metadata";
import { articleAt } from "@/lib/features/blog/preview";
import { getPublishedPostSlugs } from "@/lib/features/blog/reads";
import { notFoundMetadata } from "@/lib/services/seo/metadata";

export const revalidate = 3600;
// Posts published after the build render on first request, then join the ISR cache.
export const dynamicParams = true;

type Params = Promise<{ slug: string }>;

export async function generateStaticParams() {
  return (await getPublishedPostSlugs()).map(({ slug }) => ({ slug }));
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { post, preview } = await articleAt((await params).slug);
  return post ? articleMetadata(post, preview) : notFoundMetadata(POST_NOT_FOUND);
}

export default async function BlogPostPage({ params }: { params: Params }) {
  const { post, preview } = await articleAt((await params).slug);
  // Draft mode streams: a notFound() inside a boundary would come after the 200, so a stale preview 404s the plain way.
  if (!post) return (await draftMode()).isEnabled ? notFound() : <BlogPageNotFound copy={POST_NOT_FOUND} />;
  return <ArticlePage post={post} preview={preview} />;
}
