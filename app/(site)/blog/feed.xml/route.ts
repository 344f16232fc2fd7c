import { site } from "@/content/site";
import { rssFeed } from "@/lib/features/blog/feed";
import { config } from "@/lib/primitives/config";
import { getPublishedPosts } from "@/lib/features/blog/reads";

// Static and refreshed like the blog pages: the posts come from the read tagged with the blog tag.
export const revalidate = 3600;

export async function GET() {
  const xml = rssFeed(await getPublishedPosts(), config().siteUrl, site.name);
  return new Response(xml, { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
}
