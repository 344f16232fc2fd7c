import type { Metadata } from "next";
import { Breadcrumbs } from "@/components/chrome/breadcrumbs";
import { SECTION_CRUMBS } from "@/components/chrome/breadcrumb-trail";
import { CloudTransformationView } from "@/components/pages/insights/cloud-transformation-view";
import { cloudTransformation } from "@/content/pages/cloud-transformation";
import { pageMetadata } from "@/lib/seo/metadata";

const page = { ...cloudTransformation.meta, path: cloudTransformation.path };

export const metadata: Metadata = pageMetadata(page);

export default function CloudTransformationPage() {
  return (
    <>
      <Breadcrumbs trail={[SECTION_CRUMBS.insights, page]} />
      <CloudTransformationView copy={cloudTransformation} />
    </>
  );
}
