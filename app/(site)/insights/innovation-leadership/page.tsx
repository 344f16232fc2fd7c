import type { Metadata } from "next";
import { Breadcrumbs } from "@/components/chrome/breadcrumbs";
import { PAGES } from "@/lib/services/seo/static-routes";
import { InsightPage } from "@/components/pages/insights/insight-page";
import { innovationLeadership } from "@/content/pages/innovation-leadership";
import { pageMetadata } from "@/lib/services/seo/metadata";

const page = PAGES.innovationLeadership;

export const metadata: Metadata = pageMetadata(page);

export default function InnovationLeadershipPage() {
  return (
    <>
      <Breadcrumbs trail={[PAGES.insights, page]} />
      <InsightPage copy={innovationLeadership} glyph="leadership" />
    </>
  );
}
