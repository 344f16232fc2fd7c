import { Section } from "@/components/ui/section";
import { Card } from "@/components/ui/card";
import { container } from "@/components/ui/surfaces";
import { Link } from "@/components/ui/link";
import { primaryAction } from "@/components/ui/button";
import { CheckList } from "@/components/pages/check-list";
import { PageHeader } from "@/components/pages/page-header";
import { SchedulerLink } from "@/components/scheduler/scheduler-link";
import { spotlightContent as content } from "@/content/pages/spotlight";
import { ClosingBand } from "@/components/pages/closing-band";
import { cardSurface } from "@/components/ui/surfaces";

const sectionClass = `${container} pt-16`;

export function SpotlightSections() {
  return (
    <>
      <PageHeader eyebrow={content.header.eyebrow} title={content.header.title} lead={content.header.lead}>
        <p className="mt-6 max-w-3xl border-l-2 border-signal pl-4 text-sm text-muted">{content.note}</p>
      </PageHeader>

      <Section id="situation" title={content.situation.title} heading="growing" className={sectionClass}>
        <CheckList items={content.situation.items} className="mt-6 max-w-3xl text-muted" />
      </Section>

      <Section id="phases" title={content.phases.title} heading="growing" className={sectionClass}>
        <ol className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {content.phases.items.map((phase) => (
            <Card as="li" key={phase.name} className="flex flex-col p-6">
              <p className="font-mono text-sm text-accent">{phase.weeks}</p>
              <h3 className="mt-2 text-xl font-semibold">{phase.name}</h3>
              <p className="mt-3 text-sm text-muted">{phase.text}</p>
            </Card>
          ))}
        </ol>
      </Section>

      <div className={`${sectionClass} grid gap-12 lg:grid-cols-2`}>
        <Section id="deliverables" title={content.deliverables.title} heading="growing">
          <CheckList items={content.deliverables.items} className="mt-6" />
        </Section>
        <div className="space-y-10">
          <Section id="measures" title={content.measures.title} heading="growing">
            <p className="mt-4 text-muted">{content.measures.text}</p>
          </Section>
          <Section id="team" title={content.team.title} heading="growing">
            <p className="mt-4 text-muted">{content.team.text}</p>
          </Section>
        </div>
      </div>

      <Section id="related" title={content.related.title} heading="growing" className={sectionClass}>
        <ul className="mt-6 grid gap-4 sm:grid-cols-3">
          {content.related.links.map((link) => (
            <li key={link.href}>
              <Link href={link.href} className={`${cardSurface} block p-5 font-semibold hover:border-accent`}>
                {link.label} <span aria-hidden="true">→</span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <ClosingBand id="spotlight-next" title={content.closing.title} text={content.closing.text}>
        <SchedulerLink className={primaryAction}>{content.closing.action}</SchedulerLink>
      </ClosingBand>
    </>
  );
}
