import type { Metadata } from "next";
import { CloudTransformationView } from "@/components/pages/insights/cloud-transformation-view";
import { cloudTransformation } from "@/content/pages/cloud-transformation";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata: Metadata = pageMetadata({ ...cloudTransformation.meta, path: cloudTransformation.path });

export default function CloudTransformationPage() {
  return <CloudTransformationView copy={cloudTransformation} />;
}
