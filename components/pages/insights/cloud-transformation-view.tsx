import { PausableMotion } from "@/components/feedback/pausable-motion";
import { AnchorTabs } from "@/components/pages/anchor-tabs";
import { CloudIllustration } from "@/components/pages/insights/cloud-illustration";
import { EngagementStories } from "@/components/pages/insights/engagement-stories";
import { ExpertList } from "@/components/pages/insights/expert-list";
import { InsightCta } from "@/components/pages/insights/insight-cta";
import { InsightReadTime } from "@/components/pages/insights/insight-read-time";
import { InsightOverview, InsightPointsAndApproach, InsightReferences } from "@/components/pages/insights/insight-body";
import { InsightSection } from "@/components/pages/insights/insight-section";
import { ThinkingPieces } from "@/components/pages/insights/thinking-pieces";
import { PageHeader } from "@/components/pages/page-header";
import type { cloudTransformation } from "@/content/pages/cloud-transformation";

export function CloudTransformationView({ copy }: { copy: typeof cloudTransformation }) {
  const tabs = [
    { id: "overview", label: copy.tabs.overview },
    { id: "client-success", label: copy.tabs.clientSuccess },
    { id: "latest-thinking", label: copy.tabs.latestThinking },
    { id: "experts", label: copy.tabs.experts },
  ];
  return (
    <article>
      <PageHeader eyebrow={copy.header.eyebrow} title={copy.header.title} lead={copy.header.lead}>
        <InsightReadTime copy={copy} />
      </PageHeader>
      <AnchorTabs tabs={tabs} label="On this page" />
      <InsightSection id="overview" heading={copy.overview.heading}>
        <InsightOverview
          copy={copy}
          illustration={
            <figure className="mx-auto w-full max-w-lg">
              <PausableMotion subject="animation">
                <CloudIllustration />
              </PausableMotion>
              <figcaption className="mt-3 text-center text-sm text-muted">{copy.illustrationCaption}</figcaption>
            </figure>
          }
        />
        <InsightPointsAndApproach copy={copy} level={3} />
      </InsightSection>
      <InsightSection id="client-success" heading={copy.clientSuccess.heading} intro={copy.clientSuccess.intro}>
        <EngagementStories stories={copy.clientSuccess.stories} />
      </InsightSection>
      <InsightSection id="latest-thinking" heading={copy.latestThinking.heading} intro={copy.latestThinking.intro}>
        <ThinkingPieces pieces={copy.latestThinking.pieces} />
      </InsightSection>
      <InsightSection id="experts" heading={copy.experts.heading} intro={copy.experts.intro}>
        <ExpertList people={copy.experts.people} labelledBy="experts-heading" />
      </InsightSection>
      <InsightReferences copy={copy} />
      <InsightCta cta={copy.cta} />
    </article>
  );
}
