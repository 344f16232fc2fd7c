import { Card } from "@/components/ui/card";
import { Heading, type HeadingLevel } from "@/components/pages/insights/heading";
import type { InsightStep } from "@/content/pages/insight-types";

export function ApproachSteps({ steps, labelledBy, stepLevel }: { steps: InsightStep[]; labelledBy: string; stepLevel: HeadingLevel }) {
  return (
    <ol aria-labelledby={labelledBy} className="mt-10 grid gap-6 lg:grid-cols-2 xl:grid-cols-3">
      {steps.map((step, index) => (
        <Card as="li" key={step.name} className="relative flex flex-col p-6">
          <div className="flex items-center gap-4">
            <span
              aria-hidden="true"
              className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent font-semibold text-accent-ink tabular-nums"
            >
              {index + 1}
            </span>
            <Heading level={stepLevel} className="text-xl font-semibold">
              {step.name}
            </Heading>
          </div>
          <p className="mt-4 text-muted">{step.summary}</p>
          <p className="mt-4 text-sm">
            <span className="font-semibold text-fg">Typical duration: </span>
            <span className="text-muted">{step.duration}</span>
          </p>
          <p className="mt-4 text-sm font-semibold">What you get</p>
          <ul className="mt-2 space-y-1 text-sm text-muted">
            {step.deliverables.map((deliverable) => (
              <li key={deliverable} className="flex gap-2">
                <span aria-hidden="true" className="text-accent">
                  –
                </span>
                {deliverable}
              </li>
            ))}
          </ul>
        </Card>
      ))}
    </ol>
  );
}
