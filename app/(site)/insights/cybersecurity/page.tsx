import type { Metadata } from "next";
import { InsightPage } from "@/components/pages/insights/insight-page";
import { cybersecurity } from "@/content/pages/cybersecurity";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata: Metadata = pageMetadata({ ...cybersecurity.meta, path: cybersecurity.path });

export default function CybersecurityPage() {
  return <InsightPage copy={cybersecurity} glyph="security" />;
}
