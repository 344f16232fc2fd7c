import type { ReactNode } from "react";
import { ApproachSteps } from "@/components/pages/insights/approach-steps";
import { Heading } from "@/components/pages/insights/heading";
import { InsightSection } from "@/components/pages/insights/insight-section";
import { PointList } from "@/components/pages/insights/point-list";
import { ReferenceLinks } from "@/components/pages/insights/reference-links";
import type { InsightPageCopy } from "@/content/pages/insight-types";

export function InsightOverview({ copy, illustration }: { copy: InsightPageCopy; illustration: ReactNode }) {
  return (
    <div className="mt-6 grid items-center gap-10 lg:grid-cols-[3fr_2fr]">
      <div className="space-y-4 text-lg text-muted">
        {copy.overview.paragraphs.map((paragraph) => (
          <p key={paragraph.slice(0, 40)}>{paragraph}</p>
        ))}
      </div>
      {illustration}
    </div>
  );
}

export function InsightPointsAndApproach({ copy, level }: { copy: InsightPageCopy; level: 2 | 3 }) {
  const blocks = [
    {
      id: "key-points",
      heading: copy.points.heading,
      intro: copy.points.intro,
      body: <PointList items={copy.points.items} labelledBy="key-points-heading" itemLevel={(level + 1) as 3 | 4} />,
    },
    {
      id: "approach",
      heading: copy.approach.heading,
      intro: copy.approach.intro,
      body: <ApproachSteps steps={copy.approach.steps} labelledBy="approach-heading" stepLevel={(level + 1) as 3 | 4} />,
    },
  ];
  if (level === 2) {
    return blocks.map((block) => (
      <InsightSection key={block.id} id={block.id} heading={block.heading} intro={block.intro}>
        {block.body}
      </InsightSection>
    ));
  }
  return blocks.map((block) => (
    <div key={block.id} id={block.id} className="mt-16 scroll-mt-32">
      <Heading level={3} id={`${block.id}-heading`} className="text-xl font-semibold sm:text-2xl">
        {block.heading}
      </Heading>
      <p className="mt-3 max-w-3xl text-muted">{block.intro}</p>
      {block.body}
    </div>
  ));
}

export function InsightReferences({ copy }: { copy: InsightPageCopy }) {
  return (
    <InsightSection id="references" heading={copy.references.heading} intro={copy.references.intro}>
      <ReferenceLinks links={copy.references.links} labelledBy="references-heading" />
    </InsightSection>
  );
}
