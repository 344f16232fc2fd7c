import type { Metadata } from "next";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { ArticlePage } from "@/components/blog/article-page";
import { articleMetadata } from "@/lib/features/blog/metadata";
import { articleAt } from "@/lib/features/blog/preview";
import { articlePath, LIKE_OUTCOME_COOKIE, parseLikeOutcome } from "@/lib/features/blog/like-outcome";

// proxy.ts rewrites an article here while its Like outcome cookie lasts: this visitor's count and pressed state.
export const dynamic = "force-dynamic";

type Params = Promise<{ slug: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { post } = await articleAt((await params).slug);
  return post ? articleMetadata(post, false) : {};
}

export default async function LikedArticlePage({ params }: { params: Params }) {
  const { slug } = await params;
  const { post, preview } = await articleAt(slug);
  const like = parseLikeOutcome((await cookies()).get(LIKE_OUTCOME_COOKIE)?.value);
  if (!post || !like) redirect(articlePath(slug));
  return <ArticlePage post={post} preview={preview} like={like} />;
}
