import { OfferingList } from "@/components/pages/ai/offering-list";
import { OverviewParagraphs } from "@/components/pages/ai/overview-paragraphs";
import { TickedCards } from "@/components/pages/ai/ticked-cards";
import { aiPage } from "@/content/pages/ai";

export function AiOverview() {
  const { overview } = aiPage;
  return (
    <>
      <OverviewParagraphs paragraphs={overview.paragraphs} />
      <h3 className="mt-12 text-2xl font-semibold">{overview.offeringsHeading}</h3>
      <OfferingList offerings={overview.offerings} />
      <h3 className="mt-12 text-2xl font-semibold">{overview.principlesHeading}</h3>
      <TickedCards items={overview.principles} />
    </>
  );
}
