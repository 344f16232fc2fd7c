import { Breadcrumbs } from "@/components/chrome/breadcrumbs";
import { GetStartedSections } from "@/components/pages/get-started/get-started-sections";
import { pageMetadata } from "@/lib/services/seo/metadata";
import { PAGES } from "@/lib/services/seo/static-routes";

const page = PAGES.getStarted;

export const metadata = pageMetadata(page);

export default function GetStartedPage() {
  return (
    <>
      <Breadcrumbs trail={[page]} />
      <GetStartedSections />
    </>
  );
}
