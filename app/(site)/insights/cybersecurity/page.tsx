import type { Metadata } from "next";
import { Breadcrumbs } from "@/components/chrome/breadcrumbs";
import { SECTION_CRUMBS } from "@/components/chrome/breadcrumb-trail";
import { InsightPage } from "@/components/pages/insights/insight-page";
import { cybersecurity } from "@/content/pages/cybersecurity";
import { pageMetadata } from "@/lib/seo/metadata";

const page = { ...cybersecurity.meta, path: cybersecurity.path };

export const metadata: Metadata = pageMetadata(page);

export default function CybersecurityPage() {
  return (
    <>
      <Breadcrumbs trail={[SECTION_CRUMBS.insights, page]} />
      <InsightPage copy={cybersecurity} glyph="security" />
    </>
  );
}
