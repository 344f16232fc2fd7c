import type { Metadata } from "next";
import { BlogListPage } from "@/components/blog/blog-list-page";
import { BlogPageNotFound, LIST_PAGE_NOT_FOUND } from "@/components/blog/blog-not-found";
import { categoryState, listPageMetadataIfExists, listPageStates } from "@/lib/features/blog/list-pages";
import { categorySlug } from "@/lib/features/blog/list-state";

export const revalidate = 3600;

type Params = Promise<{ category: string; n: string }>;

async function stateOf(params: Params) {
  const { category, n } = await params;
  const page = Number(n);
  return Number.isInteger(page) && page > 1 ? categoryState(category, page) : null;
}

export async function generateStaticParams() {
  return (await listPageStates()).flatMap((state) =>
    state.category && state.page > 1 ? [{ category: categorySlug(state.category), n: String(state.page) }] : [],
  );
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const state = await stateOf(params);
  return listPageMetadataIfExists(state, LIST_PAGE_NOT_FOUND);
}

export default async function BlogCategoryPageN({ params }: { params: Params }) {
  const state = await stateOf(params);
  if (!state) return <BlogPageNotFound copy={LIST_PAGE_NOT_FOUND} />;
  return <BlogListPage state={state} />;
}
