import { primary } from "@/components/ui/button";
import { SchedulerLink } from "@/components/scheduler/scheduler-link";
import { container } from "@/components/ui/surfaces";

export function CallToAction({ title, text, button }: { title: string; text: string; button: string }) {
  return (
    <aside aria-labelledby="call-to-action-heading" className={`${container} pt-8`}>
      <div className="flex flex-col items-start gap-6 rounded-3xl border border-line bg-surface-raised p-8 md:flex-row md:items-center md:justify-between md:p-10">
        <div>
          <h2 id="call-to-action-heading" className="text-2xl font-semibold">
            {title}
          </h2>
          <p className="mt-2 max-w-2xl text-muted">{text}</p>
        </div>
        <SchedulerLink className={primary("shrink-0 rounded-full px-6 py-3 transition-colors")}>{button}</SchedulerLink>
      </div>
    </aside>
  );
}
