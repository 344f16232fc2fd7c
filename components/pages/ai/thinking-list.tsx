import { Card } from "@/components/ui/card";
import { Link } from "@/components/ui/link";
import type { ThinkingArticle } from "@/content/pages/ai";
import { readTimeLabel } from "@/lib/features/blog/format";
import { readMinutesOf } from "@/lib/features/blog/read-time";

export async function ThinkingList({ articles }: { articles: ThinkingArticle[] }) {
  const minutes = await Promise.all(articles.map((article) => readMinutesOf(article.href)));
  return (
    <ul className="mt-10 grid gap-6 md:grid-cols-3">
      {articles.map((article, index) => (
        <li key={article.href}>
          <Card as="article" className="relative flex h-full flex-col p-6 transition-colors focus-within:border-accent hover:border-accent">
            <p className="text-xs font-semibold tracking-widest text-signal uppercase">{article.kind}</p>
            <h3 className="mt-3 text-xl font-semibold">
              <Link href={article.href} className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none">
                {article.title}
              </Link>
            </h3>
            <p className="mt-3 flex-1 text-muted">{article.summary}</p>
            {minutes[index] !== undefined && <p className="mt-6 text-sm text-muted">{readTimeLabel(minutes[index])}</p>}
          </Card>
        </li>
      ))}
    </ul>
  );
}
