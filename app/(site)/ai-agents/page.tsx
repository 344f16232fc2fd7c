import type { Metadata } from "next";
import { Breadcrumbs } from "@/components/chrome/breadcrumbs";
import { AgentsOverview } from "@/components/pages/ai-agents/agents-overview";
import { CallToAction } from "@/components/pages/ai/call-to-action";
import { ContentSection } from "@/components/pages/ai/content-section";
import { ThinkingList } from "@/components/pages/ai/thinking-list";
import { AnchorTabs } from "@/components/pages/anchor-tabs";
import { PageHeader } from "@/components/pages/page-header";
import { aiAgentsPage } from "@/content/pages/ai-agents";
import { pageMetadata } from "@/lib/seo/metadata";

const page = { ...aiAgentsPage.metadata, path: "/ai-agents" };

export const metadata: Metadata = pageMetadata(page);

const { sections } = aiAgentsPage;

export default function AiAgentsPage() {
  return (
    <>
      <Breadcrumbs trail={[page]} />
      <PageHeader {...aiAgentsPage.intro} />
      <AnchorTabs
        label={aiAgentsPage.tabsLabel}
        tabs={[
          { id: "overview", label: sections.overview },
          { id: "latest-thinking", label: sections.latestThinking },
        ]}
      />
      <ContentSection id="overview" title={sections.overview}>
        <AgentsOverview />
      </ContentSection>
      <ContentSection id="latest-thinking" title={sections.latestThinking} lead={aiAgentsPage.latestThinking.lead}>
        <ThinkingList articles={aiAgentsPage.latestThinking.articles} />
      </ContentSection>
      <CallToAction {...aiAgentsPage.cta} />
    </>
  );
}
