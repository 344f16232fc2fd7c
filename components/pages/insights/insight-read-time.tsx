import type { InsightPageCopy } from "@/content/pages/insight-types";
import { readTimeLabel } from "@/lib/features/blog/format";
import { readingMinutes, textOf } from "@/lib/features/blog/read-time";

/** The page's read time, worked out the same way as on the cards that link to it. */
export function InsightReadTime({ copy }: { copy: InsightPageCopy }) {
  return <p className="mt-4 text-sm text-muted">{readTimeLabel(readingMinutes(...textOf(copy)))}</p>;
}
