import { Section } from "@/components/ui/section";
import { CheckList } from "@/components/pages/check-list";
import { ContactSalesButton } from "@/components/pages/get-started/contact-sales-button";
import { PageHeader } from "@/components/pages/page-header";
import { primaryAction, secondaryAction } from "@/components/ui/button";
import { SchedulerLink } from "@/components/scheduler/scheduler-link";
import { getStartedContent as content } from "@/content/pages/get-started";
import { publicConfig } from "@/lib/primitives/public-config";
import { container } from "@/components/ui/surfaces";

export function GetStartedSections() {
  const schedule = publicConfig.schedulerUrl ? content.schedule.withBookingPage : content.schedule.withRequestForm;
  return (
    <>
      <PageHeader eyebrow={content.header.eyebrow} title={content.header.title} lead={content.header.lead} />
      <div className={`${container} grid gap-6 md:grid-cols-2`}>
        <article aria-labelledby="demo-card" className="flex flex-col rounded-3xl border border-accent/60 bg-surface p-8">
          <h2 id="demo-card" className="text-2xl font-semibold">
            {content.demo.title}
          </h2>
          <p className="mt-3 text-muted">{content.demo.text}</p>
          <CheckList items={content.demo.points} className="mt-6 flex-1" />
          <SchedulerLink className={`${primaryAction} mt-8 self-start`}>{content.demo.action}</SchedulerLink>
        </article>
        <article aria-labelledby="build-card" className="flex flex-col rounded-3xl border border-line bg-surface p-8">
          <h2 id="build-card" className="text-2xl font-semibold">
            {content.build.title}
          </h2>
          <p className="mt-3 text-muted">{content.build.text}</p>
          <CheckList items={content.build.points} className="mt-6 flex-1" />
          <div className="mt-8 self-start">
            <ContactSalesButton label={content.build.action} processingLabel={content.build.processing} />
          </div>
        </article>
      </div>
      <Section id="next-steps" title={content.steps.title} heading="plain" className={`${container} pt-20`}>
        <ol className="mt-8 grid gap-6 md:grid-cols-3">
          {content.steps.items.map((step, index) => (
            <li key={step.name} className="rounded-2xl border border-line p-6">
              <span className="font-mono text-sm text-accent" aria-hidden="true">
                0{index + 1}
              </span>
              <h3 className="mt-2 font-semibold">{step.name}</h3>
              <p className="mt-2 text-sm text-muted">{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>
      <section aria-labelledby="schedule" className={`${container} mt-20`}>
        <div className="flex flex-col items-start justify-between gap-6 rounded-3xl bg-surface-raised p-8 md:flex-row md:items-center">
          <div>
            <h2 id="schedule" className="text-xl font-semibold">
              {schedule.title}
            </h2>
            <p className="mt-2 text-muted">{schedule.text}</p>
          </div>
          <SchedulerLink className={secondaryAction}>{content.schedule.action}</SchedulerLink>
        </div>
      </section>
    </>
  );
}
