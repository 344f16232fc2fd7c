import { Breadcrumbs } from "@/components/chrome/breadcrumbs";
import { GetStartedSections } from "@/components/pages/get-started/get-started-sections";
import { getStartedContent as content } from "@/content/pages/get-started";
import { pageMetadata } from "@/lib/seo/metadata";

const page = { ...content.meta, path: "/get-started" };

export const metadata = pageMetadata(page);

export default function GetStartedPage() {
  return (
    <>
      <Breadcrumbs trail={[page]} />
      <GetStartedSections />
    </>
  );
}
