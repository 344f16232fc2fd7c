import { TabbedSections } from "@/components/pages/ai/tabbed-sections";
import { AgendaList } from "@/components/pages/ceo-agenda/agenda-list";
import { CeoMessage } from "@/components/pages/ceo-agenda/ceo-message";
import { LeaderQuotes } from "@/components/pages/ceo-agenda/leader-quotes";
import { ceoAgendaPage } from "@/content/pages/ceo-agenda";

export function CeoAgendaSections() {
  const otherLeaders = {
    id: "other-leaders",
    title: ceoAgendaPage.sections.otherLeaders,
    lead: ceoAgendaPage.otherLeaders.lead,
    content: <LeaderQuotes quotes={ceoAgendaPage.otherLeaders.quotes} />,
  };
  const overview = (
    <>
      <CeoMessage />
      <AgendaList />
    </>
  );
  return <TabbedSections page={ceoAgendaPage} overview={overview} more={[otherLeaders]} />;
}
