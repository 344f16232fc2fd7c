import { CheckIcon } from "@/components/pages/ai/check-icon";
import { OfferingList } from "@/components/pages/ai/offering-list";
import { aiAgentsPage } from "@/content/pages/ai-agents";
import { cardSurface } from "@/components/ui/surfaces";

/** The AI Agents overview: what agents are for, how an engagement runs, and the default safeguards. */
export function AgentsOverview() {
  const { overview } = aiAgentsPage;
  return (
    <>
      <div className="mt-6 max-w-3xl space-y-4 text-lg text-muted">
        {overview.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>

      <h3 className="mt-12 text-2xl font-semibold">{overview.whereHeading}</h3>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {overview.where.map((area) => (
          <li key={area.title} className={`${cardSurface} p-5`}>
            <h4 className="font-semibold">{area.title}</h4>
            <p className="mt-2 text-sm text-muted">{area.text}</p>
          </li>
        ))}
      </ul>

      <h3 className="mt-12 text-2xl font-semibold">{overview.engagementsHeading}</h3>
      <OfferingList offerings={overview.engagements} />

      <h3 className="mt-12 text-2xl font-semibold">{overview.safeguardsHeading}</h3>
      <ul className="mt-6 grid gap-3 md:grid-cols-2">
        {overview.safeguards.map((safeguard) => (
          <li key={safeguard} className="flex gap-3 rounded-xl bg-surface p-4">
            <CheckIcon />
            <span>{safeguard}</span>
          </li>
        ))}
      </ul>
    </>
  );
}
