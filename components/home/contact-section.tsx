import { Link } from "@/components/ui/link";
import { primaryAction, secondaryAction } from "@/components/ui/button";
import { CheckList } from "@/components/pages/check-list";
import { SchedulerLink } from "@/components/scheduler/scheduler-link";
import { homeContent } from "@/content/pages/home";
import { container } from "@/components/ui/surfaces";
import { eyebrowClass } from "@/components/ui/type-styles";

export function ContactSection() {
  const { contact } = homeContent;
  return (
    <section id="contact" aria-labelledby="contact-heading" className={`${container} below-fold scroll-mt-32 py-20`}>
      <p className={eyebrowClass}>{contact.eyebrow}</p>
      <h2 id="contact-heading" className="mt-3 text-3xl font-semibold tracking-tight">
        {contact.title}
      </h2>
      <p className="mt-4 max-w-3xl text-muted">{contact.lead}</p>
      <div className="mt-10 grid gap-6 lg:grid-cols-[1.5fr_1fr]">
        <article
          aria-labelledby="demo-card-title"
          className="flex flex-col rounded-3xl border border-accent/60 bg-gradient-to-br from-surface-raised to-surface p-8"
        >
          <h3 id="demo-card-title" className="text-2xl font-semibold">
            {contact.demoCard.title}
          </h3>
          <p className="mt-3 max-w-xl text-muted">{contact.demoCard.text}</p>
          <CheckList items={contact.demoCard.points} className="mt-6 flex-1" />
          <SchedulerLink className={`${primaryAction} mt-8 self-start`}>{contact.demoCard.action}</SchedulerLink>
        </article>
        <div className="grid gap-6">
          {[contact.buildCard, contact.careersCard].map((card) => (
            <article key={card.href} className="rounded-3xl border border-line bg-surface p-6">
              <h3 className="text-lg font-semibold">{card.title}</h3>
              <p className="mt-2 text-sm text-muted">{card.text}</p>
              <Link href={card.href} className={`${secondaryAction} mt-5`}>
                {card.action}
              </Link>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
