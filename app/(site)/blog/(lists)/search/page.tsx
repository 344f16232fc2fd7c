import type { Metadata } from "next";
import { BlogListPage } from "@/components/blog/blog-list-page";
import { listPageMetadata } from "@/lib/features/blog/list-pages";
import { readListState } from "@/lib/features/blog/list-state";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

async function stateOf(searchParams: SearchParams) {
  const params = await searchParams;
  return readListState({ get: (name) => (typeof params[name] === "string" ? (params[name] as string) : null) });
}

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  return listPageMetadata(await stateOf(searchParams));
}

export default async function BlogSearchPage({ searchParams }: { searchParams: SearchParams }) {
  return <BlogListPage state={await stateOf(searchParams)} />;
}
