import { Breadcrumbs } from "@/components/chrome/breadcrumbs";
import { WhatWeDoSections } from "@/components/pages/what-we-do/what-we-do-sections";
import { whatWeDoContent as content } from "@/content/pages/what-we-do";
import { pageMetadata } from "@/lib/seo/metadata";

const page = { ...content.meta, path: "/what-we-do" };

export const metadata = pageMetadata(page);

export default function WhatWeDoPage() {
  return (
    <>
      <Breadcrumbs trail={[page]} />
      <WhatWeDoSections />
    </>
  );
}
