import { Breadcrumbs } from "@/components/chrome/breadcrumbs";
import { ThestralSections } from "@/components/pages/thestral/thestral-sections";
import { pageMetadata } from "@/lib/services/seo/metadata";
import { PAGES } from "@/lib/services/seo/static-routes";

const page = PAGES.thestral;

export const metadata = pageMetadata(page);

export default function ThestralPage() {
  return (
    <>
      <Breadcrumbs trail={[page]} />
      <ThestralSections />
    </>
  );
}
