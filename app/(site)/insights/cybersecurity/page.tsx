import type { Metadata } from "next";
import { Breadcrumbs } from "@/components/chrome/breadcrumbs";
import { PAGES } from "@/lib/services/seo/static-routes";
import { InsightPage } from "@/components/pages/insights/insight-page";
import { cybersecurity } from "@/content/pages/cybersecurity";
import { pageMetadata } from "@/lib/services/seo/metadata";

const page = PAGES.cybersecurity;

export const metadata: Metadata = pageMetadata(page);

export default function CybersecurityPage() {
  return (
    <>
      <Breadcrumbs trail={[PAGES.insights, page]} />
      <InsightPage copy={cybersecurity} glyph="security" />
    </>
  );
}
