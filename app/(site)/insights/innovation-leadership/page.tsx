import type { Metadata } from "next";
import { Breadcrumbs } from "@/components/chrome/breadcrumbs";
import { SECTION_CRUMBS } from "@/components/chrome/breadcrumb-trail";
import { InsightPage } from "@/components/pages/insights/insight-page";
import { innovationLeadership } from "@/content/pages/innovation-leadership";
import { pageMetadata } from "@/lib/seo/metadata";

const page = { ...innovationLeadership.meta, path: innovationLeadership.path };

export const metadata: Metadata = pageMetadata(page);

export default function InnovationLeadershipPage() {
  return (
    <>
      <Breadcrumbs trail={[SECTION_CRUMBS.insights, page]} />
      <InsightPage copy={innovationLeadership} glyph="leadership" />
    </>
  );
}
