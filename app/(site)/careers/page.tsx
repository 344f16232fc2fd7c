import type { Metadata } from "next";
import { CareersList } from "@/components/careers/careers-list";
import { PAGES } from "@/lib/services/seo/static-routes";
import { Breadcrumbs } from "@/components/chrome/breadcrumbs";
import { careersListDescription, careersListTitle } from "@/lib/features/careers/copy";
import { getCareersSummary } from "@/lib/features/careers/reads";
import { pageMetadata } from "@/lib/services/seo/metadata";

export const revalidate = 3600;

export async function generateMetadata(): Promise<Metadata> {
  const summary = await getCareersSummary();
  return pageMetadata({
    title: careersListTitle(summary),
    description: careersListDescription(summary),
    path: PAGES.careers.path,
  });
}

export default async function CareersPage() {
  const summary = await getCareersSummary();
  return (
    <>
      <Breadcrumbs trail={[PAGES.careers]} />
      <CareersList summary={summary} />
    </>
  );
}
