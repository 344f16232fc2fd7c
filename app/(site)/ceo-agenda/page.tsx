import type { Metadata } from "next";
import { Breadcrumbs } from "@/components/chrome/breadcrumbs";
import { CeoAgendaSections } from "@/components/pages/ceo-agenda/ceo-agenda-sections";
import { pageMetadata } from "@/lib/services/seo/metadata";
import { PAGES } from "@/lib/services/seo/static-routes";

const page = PAGES.ceoAgenda;

export const metadata: Metadata = pageMetadata(page);

export default function CeoAgendaPage() {
  return (
    <>
      <Breadcrumbs trail={[page]} />
      <CeoAgendaSections />
    </>
  );
}
