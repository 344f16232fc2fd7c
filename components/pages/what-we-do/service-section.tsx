import { Section } from "@/components/ui/section";
import { Link } from "@/components/ui/link";
import type { Service } from "@/content/pages/what-we-do";

export function ServiceSection({ service }: { service: Service }) {
  return (
    <Section anchor id={service.id} title={service.title} heading="plain" className="scroll-mt-32 rounded-3xl border border-line bg-surface p-6 sm:p-8">
      <p className="mt-3 max-w-3xl text-muted">{service.summary}</p>
      <div className="mt-8 grid gap-8 lg:grid-cols-[1.4fr_1fr]">
        <div>
          <h3 className="text-sm font-semibold tracking-widest text-fg uppercase">Typical engagements</h3>
          <ul className="mt-4 space-y-4">
            {service.engagements.map((engagement) => (
              <li key={engagement.name} className="rounded-2xl bg-surface-raised p-4">
                <p className="flex flex-wrap items-baseline justify-between gap-2">
                  <span className="font-semibold">{engagement.name}</span>
                  <span className="font-mono text-sm text-accent">{engagement.duration}</span>
                </p>
                <p className="mt-1 text-sm text-muted">{engagement.text}</p>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="text-sm font-semibold tracking-widest text-fg uppercase">Deliverables</h3>
          <ul className="mt-4 list-disc space-y-2 pl-5 text-muted marker:text-accent">
            {service.deliverables.map((deliverable) => (
              <li key={deliverable}>{deliverable}</li>
            ))}
          </ul>
          <h3 className="mt-8 text-sm font-semibold tracking-widest text-fg uppercase">Read more</h3>
          <ul className="mt-4 space-y-2">
            {service.links.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="font-semibold text-accent underline-offset-4 hover:underline">
                  {link.label} <span aria-hidden="true">→</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  );
}
