import { Breadcrumbs } from "@/components/chrome/breadcrumbs";
import { WhatWeDoSections } from "@/components/pages/what-we-do/what-we-do-sections";
import { pageMetadata } from "@/lib/services/seo/metadata";
import { PAGES } from "@/lib/services/seo/static-routes";

const page = PAGES.whatWeDo;

export const metadata = pageMetadata(page);

export default function WhatWeDoPage() {
  return (
    <>
      <Breadcrumbs trail={[page]} />
      <WhatWeDoSections />
    </>
  );
}
