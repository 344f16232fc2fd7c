import { notFound } from "next/navigation";
import { getPublishedPost, getPublishedPostSlugs } from "@/lib/features/blog/reads";
import { OG_CONTENT_TYPE, OG_SIZE, renderOgCard } from "@/lib/services/og/card";

export const revalidate = 3600;
export const size = OG_SIZE;
export const contentType = OG_CONTENT_TYPE;
export const alt = "The Signal, by Lexor";

export async function generateStaticParams() {
  return (await getPublishedPostSlugs()).map(({ slug }) => ({ slug }));
}

export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  const post = await getPublishedPost((await params).slug);
  if (!post) notFound();
  return renderOgCard({
    eyebrow: `The Signal · ${post.category}`,
    title: post.title,
    detail: `${post.author.name} · ${post.readTime} min read`,
  });
}
