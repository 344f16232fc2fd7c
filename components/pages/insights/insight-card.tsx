import { Card } from "@/components/ui/card";
import { Link } from "@/components/ui/link";
import { InsightGlyph } from "@/components/pages/insights/insight-glyph";
import type { InsightCard as InsightCardCopy } from "@/content/pages/insights";

export function InsightCard({ card, readMore, wide = false }: { card: InsightCardCopy; readMore: string; wide?: boolean }) {
  return (
    <Card as="article" className={`flex h-full p-6 ${wide ? "flex-col gap-6 sm:flex-row sm:items-center" : "flex-col"}`}>
      <InsightGlyph glyph={card.glyph} className={wide ? "w-full max-w-48 shrink-0" : "w-full"} />
      <div className="flex flex-1 flex-col">
        <h3 className={`${wide ? "" : "mt-6 "}text-xl font-semibold`}>{card.title}</h3>
        <p className="mt-3 flex-1 text-muted">{card.description}</p>
        <Link href={card.link} className="group mt-6 inline-flex items-center gap-2 self-start font-semibold text-accent underline-offset-4 hover:underline">
          {readMore}
          <span className="sr-only"> about {card.title}</span>
          <svg aria-hidden="true" focusable="false" viewBox="0 0 16 16" width={16} height={16} className="transition-transform group-hover:translate-x-1">
            <path d="M3 8h10M9 4l4 4-4 4" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </Link>
      </div>
    </Card>
  );
}
