import { Section } from "@/components/ui/section";
import { Link } from "@/components/ui/link";
import { primaryAction, secondaryAction } from "@/components/ui/button";
import { PageHeader } from "@/components/pages/page-header";
import { ServiceSection } from "@/components/pages/what-we-do/service-section";
import { SchedulerLink } from "@/components/scheduler/scheduler-link";
import { whatWeDoContent as content } from "@/content/pages/what-we-do";
import { ClosingBand } from "@/components/pages/closing-band";
import { container } from "@/components/ui/surfaces";

export function WhatWeDoSections() {
  return (
    <>
      <PageHeader eyebrow={content.header.eyebrow} title={content.header.title} lead={content.header.lead}>
        <nav aria-label="Practices" className="mt-8">
          <ul className="flex flex-wrap gap-3">
            {content.services.map((service) => (
              <li key={service.id}>
                <a href={`#${service.id}`} className="inline-block rounded-full border border-line px-4 py-2 text-sm hover:border-accent">
                  {service.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </PageHeader>
      <div className={`${container} grid gap-8`}>
        {content.services.map((service) => (
          <ServiceSection key={service.id} service={service} />
        ))}
      </div>
      <Section id="how-we-work" title={content.howWeWork.title} heading="large" className={`${container} pt-20`}>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {content.howWeWork.items.map((item) => (
            <li key={item.name} className="border-t-2 border-accent pt-4">
              <h3 className="font-semibold">{item.name}</h3>
              <p className="mt-2 text-sm text-muted">{item.text}</p>
            </li>
          ))}
        </ul>
      </Section>
      <ClosingBand id="what-we-do-next" title={content.closing.title} text={content.closing.text}>
        <SchedulerLink className={primaryAction}>{content.closing.action}</SchedulerLink>
        <Link href={content.closing.secondary.href} className={secondaryAction}>
          {content.closing.secondary.label}
        </Link>
      </ClosingBand>
    </>
  );
}
