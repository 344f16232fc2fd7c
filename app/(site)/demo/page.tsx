import { Breadcrumbs } from "@/components/chrome/breadcrumbs";
import { DemoPageView } from "@/components/scheduler/demo-page-view";
import { pageMetadata } from "@/lib/services/seo/metadata";
import { PAGES } from "@/lib/services/seo/static-routes";

const page = PAGES.demo;

export const metadata = pageMetadata(page);

/** The scheduler's own page: every "Request a Demo" link goes here, and the panel opens over it when scripts run. */
export default function DemoPage() {
  return (
    <>
      <Breadcrumbs trail={[page]} />
      <DemoPageView />
    </>
  );
}
