import type { Metadata } from "next";
import { Breadcrumbs } from "@/components/chrome/breadcrumbs";
import { AiSections } from "@/components/pages/ai/ai-sections";
import { pageMetadata } from "@/lib/services/seo/metadata";
import { PAGES } from "@/lib/services/seo/static-routes";

const page = PAGES.ai;

export const metadata: Metadata = pageMetadata(page);

export default function AiPage() {
  return (
    <>
      <Breadcrumbs trail={[page]} />
      <AiSections />
    </>
  );
}
