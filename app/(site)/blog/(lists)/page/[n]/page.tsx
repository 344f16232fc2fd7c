import type { Metadata } from "next";
import { BlogListPage } from "@/components/blog/blog-list-page";
import { BlogPageNotFound, LIST_PAGE_NOT_FOUND } from "@/components/blog/blog-not-found";
import { listPageMetadataIfExists, listPageStates } from "@/lib/features/blog/list-pages";
import { listStateFromPath } from "@/lib/features/blog/list-state";

export const revalidate = 3600;

type Params = Promise<{ n: string }>;

const stateOf = (n: string) => listStateFromPath(`/blog/page/${n}`, new URLSearchParams());

export async function generateStaticParams() {
  return (await listPageStates()).filter((state) => !state.category).map((state) => ({ n: String(state.page) }));
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const state = stateOf((await params).n);
  return listPageMetadataIfExists(state.page > 1 ? state : null, LIST_PAGE_NOT_FOUND);
}

export default async function BlogListPageN({ params }: { params: Params }) {
  const state = stateOf((await params).n);
  if (state.page < 2) return <BlogPageNotFound copy={LIST_PAGE_NOT_FOUND} />;
  return <BlogListPage state={state} />;
}
