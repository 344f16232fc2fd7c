import type { Metadata } from "next";
import { InsightPage } from "@/components/pages/insights/insight-page";
import { aiStrategy } from "@/content/pages/ai-strategy";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata: Metadata = pageMetadata({ ...aiStrategy.meta, path: aiStrategy.path });

export default function AiStrategyPage() {
  return <InsightPage copy={aiStrategy} glyph="ai-strategy" />;
}
