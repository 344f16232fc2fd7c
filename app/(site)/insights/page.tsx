import type { Metadata } from "next";
import { Breadcrumbs } from "@/components/chrome/breadcrumbs";
import { InsightsIndex } from "@/components/pages/insights/insights-index";
import { insightsIndex } from "@/content/pages/insights";
import { pageMetadata } from "@/lib/services/seo/metadata";
import { PAGES } from "@/lib/services/seo/static-routes";

const page = PAGES.insights;

export const metadata: Metadata = pageMetadata(page);

export default function InsightsPage() {
  return (
    <>
      <Breadcrumbs trail={[page]} />
      <InsightsIndex copy={insightsIndex} />
    </>
  );
}
