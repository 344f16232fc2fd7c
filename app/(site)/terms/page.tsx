import type { Metadata } from "next";
import { Breadcrumbs } from "@/components/chrome/breadcrumbs";
import { LegalPage } from "@/components/pages/legal/legal-page";
import { terms } from "@/content/pages/terms";
import { pageMetadata } from "@/lib/services/seo/metadata";
import { PAGES } from "@/lib/services/seo/static-routes";

// Regenerated hourly, which moves the server-rendered "Last updated" day on; browsers show their own today.
export const revalidate = 3600;

const page = PAGES.terms;

export const metadata: Metadata = pageMetadata(page);

export default function TermsPage() {
  return (
    <>
      <Breadcrumbs trail={[page]} />
      <LegalPage document={terms} />
    </>
  );
}
