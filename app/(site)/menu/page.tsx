import type { Metadata } from "next";
import { Breadcrumbs } from "@/components/chrome/breadcrumbs";
import { MenuPageView } from "@/components/chrome/menu-page-view";
import { pageMetadata } from "@/lib/services/seo/metadata";
import { PAGES } from "@/lib/services/seo/static-routes";

const page = PAGES.menu;

export const metadata: Metadata = { ...pageMetadata(page), robots: { index: false, follow: true } };

export default function MenuPage() {
  return (
    <>
      <Breadcrumbs trail={[page]} />
      <MenuPageView />
    </>
  );
}
