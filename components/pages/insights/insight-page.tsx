import { InsightCta } from "@/components/pages/insights/insight-cta";
import { InsightOverview, InsightPointsAndApproach, InsightReferences } from "@/components/pages/insights/insight-body";
import { InsightGlyph } from "@/components/pages/insights/insight-glyph";
import { InsightReadTime } from "@/components/pages/insights/insight-read-time";
import { InsightSection } from "@/components/pages/insights/insight-section";
import { PageHeader } from "@/components/pages/page-header";
import type { InsightPageCopy } from "@/content/pages/insight-types";
import type { InsightCard } from "@/content/pages/insights";

export function InsightPage({ copy, glyph }: { copy: InsightPageCopy; glyph: InsightCard["glyph"] }) {
  return (
    <article>
      <PageHeader eyebrow={copy.header.eyebrow} title={copy.header.title} lead={copy.header.lead}>
        <InsightReadTime copy={copy} />
      </PageHeader>
      <InsightSection id="overview" heading={copy.overview.heading}>
        <InsightOverview copy={copy} illustration={<InsightGlyph glyph={glyph} className="mx-auto w-full max-w-md rounded-3xl border border-line" />} />
      </InsightSection>
      <InsightPointsAndApproach copy={copy} level={2} />
      <InsightReferences copy={copy} />
      <InsightCta cta={copy.cta} />
    </article>
  );
}
