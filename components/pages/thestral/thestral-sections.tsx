import { Section, SectionHeading } from "@/components/ui/section";
import { Card } from "@/components/ui/card";
import { container } from "@/components/ui/surfaces";
import { CheckList } from "@/components/pages/check-list";
import { PageHeader } from "@/components/pages/page-header";
import { primaryAction } from "@/components/ui/button";
import { PlatformLayers } from "@/components/pages/thestral/platform-layers";
import { SchedulerLink } from "@/components/scheduler/scheduler-link";
import { thestralContent as content } from "@/content/pages/thestral";
import { ClosingBand } from "@/components/pages/closing-band";

const sectionClass = `${container} scroll-mt-32 pt-20`;

export function ThestralSections() {
  return (
    <>
      <PageHeader eyebrow={content.header.eyebrow} title={content.header.title} lead={content.header.lead}>
        <SchedulerLink className={`${primaryAction} mt-8`}>{content.header.action}</SchedulerLink>
      </PageHeader>

      <section id="overview" aria-labelledby="overview-heading" className={sectionClass}>
        <div className="grid items-center gap-12 lg:grid-cols-[1.5fr_1fr]">
          <div>
            <SectionHeading id="overview-heading" size="large">
              {content.overview.title}
            </SectionHeading>
            {content.overview.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 24)} className="mt-5 text-muted">
                {paragraph}
              </p>
            ))}
          </div>
          <PlatformLayers className="mx-auto w-full max-w-xs" />
        </div>
        <ul className="mt-10 grid gap-4 sm:grid-cols-3">
          {content.overview.layers.map((layer) => (
            <Card as="li" key={layer.name} className="p-5">
              <h3 className="font-mono text-sm tracking-widest text-accent uppercase">{layer.name}</h3>
              <p className="mt-2 text-sm text-muted">{layer.text}</p>
            </Card>
          ))}
        </ul>
      </section>

      <Section anchor id="capabilities" title={content.capabilities.title} heading="large" className={sectionClass}>
        <ul className="mt-8 grid gap-6 md:grid-cols-2">
          {content.capabilities.items.map((item) => (
            <Card as="li" key={item.title} className="p-6">
              <h3 className="text-lg font-semibold">{item.title}</h3>
              <p className="mt-2 text-muted">{item.text}</p>
            </Card>
          ))}
        </ul>
      </Section>

      <Section anchor id="features" title={content.features.title} heading="large" className={sectionClass}>
        <CheckList items={content.features.items} className="mt-8 grid gap-x-10 md:grid-cols-2 md:space-y-0 md:gap-y-4" />
      </Section>

      <Section anchor id="use-cases" title={content.useCases.title} heading="large" className={sectionClass}>
        <ol className="mt-8 grid gap-6 md:grid-cols-2">
          {content.useCases.items.map((item, index) => (
            <Card as="li" key={item.title} className="p-6">
              <span className="font-mono text-sm text-accent" aria-hidden="true">
                0{index + 1}
              </span>
              <h3 className="mt-2 text-lg font-semibold">{item.title}</h3>
              <p className="mt-2 text-muted">{item.text}</p>
            </Card>
          ))}
        </ol>
      </Section>

      <ClosingBand id="thestral-demo" title={content.closing.title} text={content.closing.text}>
        <SchedulerLink className={primaryAction}>{content.closing.action}</SchedulerLink>
      </ClosingBand>
    </>
  );
}
