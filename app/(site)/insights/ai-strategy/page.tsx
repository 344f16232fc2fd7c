import type { Metadata } from "next";
import { Breadcrumbs } from "@/components/chrome/breadcrumbs";
import { PAGES } from "@/lib/services/seo/static-routes";
import { InsightPage } from "@/components/pages/insights/insight-page";
import { aiStrategy } from "@/content/pages/ai-strategy";
import { pageMetadata } from "@/lib/services/seo/metadata";

const page = PAGES.aiStrategy;

export const metadata: Metadata = pageMetadata(page);

export default function AiStrategyPage() {
  return (
    <>
      <Breadcrumbs trail={[PAGES.insights, page]} />
      <InsightPage copy={aiStrategy} glyph="ai-strategy" />
    </>
  );
}
