import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { BlogListPage } from "@/components/blog/blog-list-page";
import { listPageMetadata, listPageStates } from "@/lib/blog/list-pages";
import { listStateFromPath } from "@/lib/blog/list-state";

export const revalidate = 3600;

type Params = Promise<{ n: string }>;

const stateOf = (n: string) => listStateFromPath(`/blog/page/${n}`, new URLSearchParams());

export async function generateStaticParams() {
  return (await listPageStates()).filter((state) => !state.category).map((state) => ({ n: String(state.page) }));
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return listPageMetadata(stateOf((await params).n));
}

/** `/blog/page/2`: a later page of the list, rendered by the server. */
export default async function BlogListPageN({ params }: { params: Params }) {
  const state = stateOf((await params).n);
  if (state.page < 2) notFound();
  return <BlogListPage state={state} />;
}
