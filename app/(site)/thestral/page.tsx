import { Breadcrumbs } from "@/components/chrome/breadcrumbs";
import { ThestralSections } from "@/components/pages/thestral/thestral-sections";
import { thestralContent as content } from "@/content/pages/thestral";
import { pageMetadata } from "@/lib/seo/metadata";

const page = { ...content.meta, path: "/thestral" };

export const metadata = pageMetadata(page);

export default function ThestralPage() {
  return (
    <>
      <Breadcrumbs trail={[page]} />
      <ThestralSections />
    </>
  );
}
