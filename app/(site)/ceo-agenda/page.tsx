import type { Metadata } from "next";
import { Breadcrumbs } from "@/components/chrome/breadcrumbs";
import { CeoAgendaSections } from "@/components/pages/ceo-agenda/ceo-agenda-sections";
import { ceoAgendaPage } from "@/content/pages/ceo-agenda";
import { pageMetadata } from "@/lib/seo/metadata";

const page = { ...ceoAgendaPage.metadata, path: "/ceo-agenda" };

export const metadata: Metadata = pageMetadata(page);

export default function CeoAgendaPage() {
  return (
    <>
      <Breadcrumbs trail={[page]} />
      <CeoAgendaSections />
    </>
  );
}
