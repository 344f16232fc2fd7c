import { primary } from "@/components/ui/button";
import { Link } from "@/components/ui/link";
import { SchedulerLink } from "@/components/scheduler/scheduler-link";
import type { InsightCallToAction } from "@/content/pages/insight-types";
import { container } from "@/components/ui/surfaces";

export function InsightCta({ cta }: { cta: InsightCallToAction }) {
  return (
    <section aria-labelledby="next-step-heading" className={`${container} pt-8 pb-24`}>
      <div className="rounded-3xl border border-line bg-surface-raised p-8 sm:p-12">
        <h2 id="next-step-heading" className="max-w-2xl text-2xl font-semibold tracking-tight text-balance sm:text-3xl">
          {cta.heading}
        </h2>
        <p className="mt-4 max-w-2xl text-muted">{cta.text}</p>
        <div className="mt-8 flex flex-wrap items-center gap-4">
          <SchedulerLink className={primary("rounded-full px-6 py-3")}>{cta.action}</SchedulerLink>
          <Link href="/insights" className="rounded-full border border-line px-6 py-3 font-semibold hover:border-accent">
            All insights
          </Link>
        </div>
      </div>
    </section>
  );
}
