import type { Metadata } from "next";
import { BlogListPage } from "@/components/blog/blog-list-page";
import { BlogPageNotFound, LIST_PAGE_NOT_FOUND } from "@/components/blog/blog-not-found";
import { categoryState, listPageMetadata } from "@/lib/features/blog/list-pages";
import { categorySlug } from "@/lib/features/blog/list-state";
import { notFoundMetadata } from "@/lib/services/seo/metadata";
import { BLOG_CATEGORIES } from "@/lib/primitives/domain/blog-categories";

export const revalidate = 3600;

type Params = Promise<{ category: string }>;

export function generateStaticParams() {
  return BLOG_CATEGORIES.map((category) => ({ category: categorySlug(category) }));
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const state = categoryState((await params).category);
  return state ? listPageMetadata(state) : notFoundMetadata(LIST_PAGE_NOT_FOUND);
}

export default async function BlogCategoryPage({ params }: { params: Params }) {
  const state = categoryState((await params).category);
  if (!state) return <BlogPageNotFound copy={LIST_PAGE_NOT_FOUND} />;
  return <BlogListPage state={state} />;
}
