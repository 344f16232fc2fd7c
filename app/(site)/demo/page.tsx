import { Breadcrumbs } from "@/components/chrome/breadcrumbs";
import { DemoPageView } from "@/components/scheduler/demo-page-view";
import { pageMetadata } from "@/lib/services/seo/metadata";
import { PAGES } from "@/lib/services/seo/static-routes";

const page = PAGES.demo;

export const metadata = pageMetadata(page);

export default function DemoPage() {
  return (
    <>
      <Breadcrumbs trail={[page]} />
      <DemoPageView />
    </>
  );
}
