import { CallToAction } from "@/components/pages/ai/call-to-action";
import { AiOverview } from "@/components/pages/ai/ai-overview";
import { ContentSection } from "@/components/pages/ai/content-section";
import { ExpertCard } from "@/components/pages/ai/expert-card";
import { ThinkingList } from "@/components/pages/ai/thinking-list";
import { AnchorTabs } from "@/components/pages/anchor-tabs";
import { PageHeader } from "@/components/pages/page-header";
import { aiPage } from "@/content/pages/ai";

const { sections } = aiPage;

/** The AI page below its breadcrumbs: overview, latest thinking, our experts and the call to action. */
export function AiSections() {
  return (
    <>
      <PageHeader {...aiPage.intro} />
      <AnchorTabs
        label={aiPage.tabsLabel}
        tabs={[
          { id: "overview", label: sections.overview },
          { id: "latest-thinking", label: sections.latestThinking },
          { id: "experts", label: sections.experts },
        ]}
      />
      <ContentSection id="overview" title={sections.overview}>
        <AiOverview />
      </ContentSection>
      <ContentSection id="latest-thinking" title={sections.latestThinking} lead={aiPage.latestThinking.lead}>
        <ThinkingList articles={aiPage.latestThinking.articles} />
      </ContentSection>
      <ContentSection id="experts" title={sections.experts} lead={aiPage.experts.lead}>
        <ul className="mt-10 grid gap-6 lg:grid-cols-2">
          {aiPage.experts.people.map((expert) => (
            <li key={expert.name}>
              <ExpertCard expert={expert} />
            </li>
          ))}
        </ul>
      </ContentSection>
      <CallToAction {...aiPage.cta} />
    </>
  );
}
