import { AiOverview } from "@/components/pages/ai/ai-overview";
import { ExpertCard } from "@/components/pages/ai/expert-card";
import { TabbedSections } from "@/components/pages/ai/tabbed-sections";
import { aiPage } from "@/content/pages/ai";

export function AiSections() {
  const experts = {
    id: "experts",
    title: aiPage.sections.experts,
    lead: aiPage.experts.lead,
    content: (
      <ul className="mt-10 grid gap-6 lg:grid-cols-2">
        {aiPage.experts.people.map((expert) => (
          <li key={expert.name}>
            <ExpertCard expert={expert} />
          </li>
        ))}
      </ul>
    ),
  };
  return <TabbedSections page={aiPage} overview={<AiOverview />} more={[experts]} />;
}
