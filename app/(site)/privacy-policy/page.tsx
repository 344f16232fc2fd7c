import type { Metadata } from "next";
import { Breadcrumbs } from "@/components/chrome/breadcrumbs";
import { LegalPage } from "@/components/pages/legal/legal-page";
import { privacyPolicy } from "@/content/pages/privacy-policy";
import { pageMetadata } from "@/lib/services/seo/metadata";
import { PAGES } from "@/lib/services/seo/static-routes";

// Regenerated hourly, which moves the server-rendered "Last updated" day on; browsers show their own today.
export const revalidate = 3600;

const page = PAGES.privacyPolicy;

export const metadata: Metadata = pageMetadata(page);

export default function PrivacyPolicyPage() {
  return (
    <>
      <Breadcrumbs trail={[page]} />
      <LegalPage document={privacyPolicy} />
    </>
  );
}
