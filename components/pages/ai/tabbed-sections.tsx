import type { ComponentProps, ReactNode } from "react";
import { CallToAction } from "@/components/pages/ai/call-to-action";
import { ContentSection } from "@/components/pages/ai/content-section";
import { ThinkingList } from "@/components/pages/ai/thinking-list";
import { AnchorTabs } from "@/components/pages/anchor-tabs";
import { PageHeader } from "@/components/pages/page-header";
import type { ThinkingArticle } from "@/content/pages/ai";

export interface TabbedSection {
  id: string;
  title: string;
  lead?: string;
  content: ReactNode;
}

interface TabbedPageCopy {
  intro: ComponentProps<typeof PageHeader>;
  tabsLabel: string;
  sections: { overview: string; latestThinking: string };
  latestThinking: { lead: string; articles: ThinkingArticle[] };
  cta: ComponentProps<typeof CallToAction>;
}

export function TabbedSections({ page, overview, more = [] }: { page: TabbedPageCopy; overview: ReactNode; more?: readonly TabbedSection[] }) {
  const sections: TabbedSection[] = [
    { id: "overview", title: page.sections.overview, content: overview },
    {
      id: "latest-thinking",
      title: page.sections.latestThinking,
      lead: page.latestThinking.lead,
      content: <ThinkingList articles={page.latestThinking.articles} />,
    },
    ...more,
  ];
  return (
    <>
      <PageHeader {...page.intro} />
      <AnchorTabs label={page.tabsLabel} tabs={sections.map(({ id, title }) => ({ id, label: title }))} />
      {sections.map(({ id, title, lead, content }) => (
        <ContentSection key={id} id={id} title={title} lead={lead}>
          {content}
        </ContentSection>
      ))}
      <CallToAction {...page.cta} />
    </>
  );
}
