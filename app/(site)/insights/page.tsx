import type { Metadata } from "next";
import { InsightsIndex } from "@/components/pages/insights/insights-index";
import { insightsIndex } from "@/content/pages/insights";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata: Metadata = pageMetadata({ ...insightsIndex.meta, path: insightsIndex.path });

export default function InsightsPage() {
  return <InsightsIndex copy={insightsIndex} />;
}
