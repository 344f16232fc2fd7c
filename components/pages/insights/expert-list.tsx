import { Card } from "@/components/ui/card";
import { ExpertPortrait } from "@/components/pages/insights/expert-portrait";
import type { InsightExpert } from "@/content/pages/insight-types";

export function ExpertList({ people, labelledBy }: { people: InsightExpert[]; labelledBy: string }) {
  return (
    <ul aria-labelledby={labelledBy} className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {people.map((person) => (
        <Card as="li" key={person.name} className="flex flex-col p-6">
          <div className="flex items-center gap-4">
            <ExpertPortrait name={person.name} palette={person.avatar} />
            <div>
              <h3 className="text-lg font-semibold">{person.name}</h3>
              <p className="text-sm text-muted">{person.title}</p>
            </div>
          </div>
          <p className="mt-4 text-muted">{person.bio}</p>
          <ul aria-label={`${person.name}'s focus areas`} className="mt-4 flex flex-wrap gap-2">
            {person.focus.map((area) => (
              <li key={area} className="rounded-full border border-line px-3 py-1 text-xs text-fg">
                {area}
              </li>
            ))}
          </ul>
        </Card>
      ))}
    </ul>
  );
}
