import type { Metadata } from "next";
import { CareersList } from "@/components/careers/careers-list";
import { SECTION_CRUMBS } from "@/components/chrome/breadcrumb-trail";
import { Breadcrumbs } from "@/components/chrome/breadcrumbs";
import { careersListDescription, careersListTitle } from "@/lib/careers/copy";
import { getCareersSummary } from "@/lib/data/careers";
import { pageMetadata } from "@/lib/seo/metadata";

export const revalidate = 3600;

export async function generateMetadata(): Promise<Metadata> {
  const summary = await getCareersSummary();
  return pageMetadata({
    title: careersListTitle(summary),
    description: careersListDescription(summary),
    path: SECTION_CRUMBS.careers.path,
  });
}

export default async function CareersPage() {
  const summary = await getCareersSummary();
  return (
    <>
      <Breadcrumbs trail={[SECTION_CRUMBS.careers]} />
      <CareersList summary={summary} />
    </>
  );
}
