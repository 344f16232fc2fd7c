import { Card } from "@/components/ui/card";
import type { Offering } from "@/content/pages/ai";

export function OfferingList({ offerings }: { offerings: Offering[] }) {
  return (
    <ul className="mt-8 grid gap-6 md:grid-cols-2">
      {offerings.map((offering) => (
        <Card as="li" key={offering.name} className="flex flex-col p-6">
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <h4 className="text-xl font-semibold">{offering.name}</h4>
            <p className="text-sm font-medium text-accent">{offering.duration}</p>
          </div>
          <p className="mt-3 text-muted">{offering.summary}</p>
          <p className="mt-5 text-sm font-semibold text-fg">Deliverables</p>
          <ul className="mt-2 space-y-2 text-sm text-muted">
            {offering.deliverables.map((deliverable) => (
              <li key={deliverable} className="flex gap-3">
                <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-accent" />
                <span>{deliverable}</span>
              </li>
            ))}
          </ul>
        </Card>
      ))}
    </ul>
  );
}
