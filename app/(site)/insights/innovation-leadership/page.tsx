import type { Metadata } from "next";
import { InsightPage } from "@/components/pages/insights/insight-page";
import { innovationLeadership } from "@/content/pages/innovation-leadership";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata: Metadata = pageMetadata({ ...innovationLeadership.meta, path: innovationLeadership.path });

export default function InnovationLeadershipPage() {
  return <InsightPage copy={innovationLeadership} glyph="leadership" />;
}
