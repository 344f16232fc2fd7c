import { container } from "@/components/ui/surfaces";
import { Link } from "@/components/ui/link";
import { primaryAction } from "@/components/ui/actions";
import { CheckList } from "@/components/pages/check-list";
import { PageHeader } from "@/components/pages/page-header";
import { SchedulerLink } from "@/components/scheduler/scheduler-link";
import { spotlightContent as content } from "@/content/pages/spotlight";
import { ClosingBand } from "@/components/pages/closing-band";
import { cardSurface } from "@/components/ui/surfaces";

const sectionClass = `${container} pt-16`;
const headingClass = "text-2xl font-semibold tracking-tight sm:text-3xl";

export function SpotlightSections() {
  return (
    <>
      <PageHeader eyebrow={content.header.eyebrow} title={content.header.title} lead={content.header.lead}>
        <p className="mt-6 max-w-3xl border-l-2 border-signal pl-4 text-sm text-muted">{content.note}</p>
      </PageHeader>

      <section aria-labelledby="situation" className={sectionClass}>
        <h2 id="situation" className={headingClass}>
          {content.situation.title}
        </h2>
        <CheckList items={content.situation.items} className="mt-6 max-w-3xl text-muted" />
      </section>

      <section aria-labelledby="phases" className={sectionClass}>
        <h2 id="phases" className={headingClass}>
          {content.phases.title}
        </h2>
        <ol className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {content.phases.items.map((phase) => (
            <li key={phase.name} className={`${cardSurface} flex flex-col p-6`}>
              <p className="font-mono text-sm text-accent">{phase.weeks}</p>
              <h3 className="mt-2 text-xl font-semibold">{phase.name}</h3>
              <p className="mt-3 text-sm text-muted">{phase.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <div className={`${sectionClass} grid gap-12 lg:grid-cols-2`}>
        <section aria-labelledby="deliverables">
          <h2 id="deliverables" className={headingClass}>
            {content.deliverables.title}
          </h2>
          <CheckList items={content.deliverables.items} className="mt-6" />
        </section>
        <div className="space-y-10">
          <section aria-labelledby="measures">
            <h2 id="measures" className={headingClass}>
              {content.measures.title}
            </h2>
            <p className="mt-4 text-muted">{content.measures.text}</p>
          </section>
          <section aria-labelledby="team">
            <h2 id="team" className={headingClass}>
              {content.team.title}
            </h2>
            <p className="mt-4 text-muted">{content.team.text}</p>
          </section>
        </div>
      </div>

      <section aria-labelledby="related" className={sectionClass}>
        <h2 id="related" className={headingClass}>
          {content.related.title}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-3">
          {content.related.links.map((link) => (
            <li key={link.href}>
              <Link href={link.href} className={`${cardSurface} block p-5 font-semibold hover:border-accent`}>
                {link.label} <span aria-hidden="true">→</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <ClosingBand id="spotlight-next" title={content.closing.title} text={content.closing.text}>
        <SchedulerLink className={primaryAction}>{content.closing.action}</SchedulerLink>
      </ClosingBand>
    </>
  );
}
