import type { Metadata } from "next";
import { Breadcrumbs } from "@/components/chrome/breadcrumbs";
import { SECTION_CRUMBS } from "@/components/chrome/breadcrumb-trail";
import { InsightPage } from "@/components/pages/insights/insight-page";
import { aiStrategy } from "@/content/pages/ai-strategy";
import { pageMetadata } from "@/lib/seo/metadata";

const page = { ...aiStrategy.meta, path: aiStrategy.path };

export const metadata: Metadata = pageMetadata(page);

export default function AiStrategyPage() {
  return (
    <>
      <Breadcrumbs trail={[SECTION_CRUMBS.insights, page]} />
      <InsightPage copy={aiStrategy} glyph="ai-strategy" />
    </>
  );
}
