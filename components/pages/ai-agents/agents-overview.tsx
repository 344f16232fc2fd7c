import { Card } from "@/components/ui/card";
import { OfferingList } from "@/components/pages/ai/offering-list";
import { OverviewParagraphs } from "@/components/pages/ai/overview-paragraphs";
import { TickedCards } from "@/components/pages/ai/ticked-cards";
import { aiAgentsPage } from "@/content/pages/ai-agents";

export function AgentsOverview() {
  const { overview } = aiAgentsPage;
  return (
    <>
      <OverviewParagraphs paragraphs={overview.paragraphs} />

      <h3 className="mt-12 text-2xl font-semibold">{overview.whereHeading}</h3>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {overview.where.map((area) => (
          <Card as="li" key={area.title} className="p-5">
            <h4 className="font-semibold">{area.title}</h4>
            <p className="mt-2 text-sm text-muted">{area.text}</p>
          </Card>
        ))}
      </ul>

      <h3 className="mt-12 text-2xl font-semibold">{overview.engagementsHeading}</h3>
      <OfferingList offerings={overview.engagements} />

      <h3 className="mt-12 text-2xl font-semibold">{overview.safeguardsHeading}</h3>
      <TickedCards items={overview.safeguards} compact />
    </>
  );
}
