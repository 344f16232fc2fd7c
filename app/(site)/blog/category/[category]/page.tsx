import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { BlogListPage } from "@/components/blog/blog-list-page";
import { categoryState, listPageMetadata } from "@/lib/blog/list-pages";
import { categorySlug } from "@/lib/blog/list-state";
import { BLOG_CATEGORIES } from "@/lib/domain/blog-categories";

export const revalidate = 3600;

type Params = Promise<{ category: string }>;

export function generateStaticParams() {
  return BLOG_CATEGORIES.map((category) => ({ category: categorySlug(category) }));
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const state = categoryState((await params).category);
  return state ? listPageMetadata(state) : {};
}

/** `/blog/category/data`: one category's articles, rendered by the server. */
export default async function BlogCategoryPage({ params }: { params: Params }) {
  const state = categoryState((await params).category);
  if (!state) notFound();
  return <BlogListPage state={state} />;
}
