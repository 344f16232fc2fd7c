import { Breadcrumbs } from "@/components/chrome/breadcrumbs";
import { SpotlightSections } from "@/components/pages/spotlight/spotlight-sections";
import { pageMetadata } from "@/lib/services/seo/metadata";
import { PAGES } from "@/lib/services/seo/static-routes";

const page = PAGES.spotlight;

export const metadata = pageMetadata(page);

export default function SpotlightPage() {
  return (
    <>
      <Breadcrumbs trail={[page]} />
      <SpotlightSections />
    </>
  );
}
