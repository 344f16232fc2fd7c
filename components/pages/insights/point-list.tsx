import { Card } from "@/components/ui/card";
import { Heading, type HeadingLevel } from "@/components/pages/insights/heading";
import type { InsightPoint } from "@/content/pages/insight-types";

export function PointList({ items, labelledBy, itemLevel }: { items: InsightPoint[]; labelledBy: string; itemLevel: HeadingLevel }) {
  return (
    <ul aria-labelledby={labelledBy} className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <Card as="li" key={item.title} className="p-6">
          <Heading level={itemLevel} className="flex items-start gap-3 font-semibold">
            <svg aria-hidden="true" focusable="false" viewBox="0 0 20 20" width={20} height={20} className="mt-0.5 shrink-0 text-accent">
              <path d="m4 10.5 4 4 8-9" fill="none" stroke="currentColor" strokeWidth={2.2} strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            {item.title}
          </Heading>
          <p className="mt-2 text-muted">{item.text}</p>
        </Card>
      ))}
    </ul>
  );
}
