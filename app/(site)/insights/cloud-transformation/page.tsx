import type { Metadata } from "next";
import { Breadcrumbs } from "@/components/chrome/breadcrumbs";
import { PAGES } from "@/lib/services/seo/static-routes";
import { CloudTransformationView } from "@/components/pages/insights/cloud-transformation-view";
import { cloudTransformation } from "@/content/pages/cloud-transformation";
import { pageMetadata } from "@/lib/services/seo/metadata";

const page = PAGES.cloudTransformation;

export const metadata: Metadata = pageMetadata(page);

export default function CloudTransformationPage() {
  return (
    <>
      <Breadcrumbs trail={[PAGES.insights, page]} />
      <CloudTransformationView copy={cloudTransformation} />
    </>
  );
}
