import { Breadcrumbs } from "@/components/chrome/breadcrumbs";
import { SpotlightSections } from "@/components/pages/spotlight/spotlight-sections";
import { spotlightContent as content } from "@/content/pages/spotlight";
import { pageMetadata } from "@/lib/seo/metadata";

const page = { ...content.meta, path: "/spotlight" };

export const metadata = pageMetadata(page);

export default function SpotlightPage() {
  return (
    <>
      <Breadcrumbs trail={[page]} />
      <SpotlightSections />
    </>
  );
}
