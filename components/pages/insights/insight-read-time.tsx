import type { InsightPageCopy } from "@/content/pages/insight-types";
import { readTimeLabel } from "@/lib/features/blog/format";
import { readingMinutes, textOf } from "@/lib/features/blog/read-time";

export function InsightReadTime({ copy }: { copy: InsightPageCopy }) {
  return <p className="mt-4 text-sm text-muted">{readTimeLabel(readingMinutes(...textOf(copy)))}</p>;
}
