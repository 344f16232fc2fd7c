import { CallToAction } from "@/components/pages/ai/call-to-action";
import { ContentSection } from "@/components/pages/ai/content-section";
import { ThinkingList } from "@/components/pages/ai/thinking-list";
import { AnchorTabs } from "@/components/pages/anchor-tabs";
import { AgendaList } from "@/components/pages/ceo-agenda/agenda-list";
import { CeoMessage } from "@/components/pages/ceo-agenda/ceo-message";
import { LeaderQuotes } from "@/components/pages/ceo-agenda/leader-quotes";
import { PageHeader } from "@/components/pages/page-header";
import { ceoAgendaPage } from "@/content/pages/ceo-agenda";

const { sections } = ceoAgendaPage;

/** The CEO agenda page below its breadcrumbs: the CEO's message and agenda, latest thinking and other leaders. */
export function CeoAgendaSections() {
  return (
    <>
      <PageHeader {...ceoAgendaPage.intro} />
      <AnchorTabs
        label={ceoAgendaPage.tabsLabel}
        tabs={[
          { id: "overview", label: sections.overview },
          { id: "latest-thinking", label: sections.latestThinking },
          { id: "other-leaders", label: sections.otherLeaders },
        ]}
      />
      <ContentSection id="overview" title={sections.overview}>
        <CeoMessage />
        <AgendaList />
      </ContentSection>
      <ContentSection id="latest-thinking" title={sections.latestThinking} lead={ceoAgendaPage.latestThinking.lead}>
        <ThinkingList articles={ceoAgendaPage.latestThinking.articles} />
      </ContentSection>
      <ContentSection id="other-leaders" title={sections.otherLeaders} lead={ceoAgendaPage.otherLeaders.lead}>
        <LeaderQuotes quotes={ceoAgendaPage.otherLeaders.quotes} />
      </ContentSection>
      <CallToAction {...ceoAgendaPage.cta} />
    </>
  );
}
