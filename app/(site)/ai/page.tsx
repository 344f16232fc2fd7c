import type { Metadata } from "next";
import { Breadcrumbs } from "@/components/chrome/breadcrumbs";
import { AiSections } from "@/components/pages/ai/ai-sections";
import { aiPage } from "@/content/pages/ai";
import { pageMetadata } from "@/lib/seo/metadata";

const page = { ...aiPage.metadata, path: "/ai" };

export const metadata: Metadata = pageMetadata(page);

export default function AiPage() {
  return (
    <>
      <Breadcrumbs trail={[page]} />
      <AiSections />
    </>
  );
}
