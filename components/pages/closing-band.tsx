import type { ReactNode } from "react";
import { container } from "@/components/ui/surfaces";

export function ClosingBand({ id, title, text, children }: { id: string; title: string; text: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={`${container} mt-20`}>
      <div className="rounded-3xl border border-accent/60 bg-surface-raised p-8 sm:p-12">
        <h2 id={id} className="text-2xl font-semibold">
          {title}
        </h2>
        <p className="mt-3 max-w-2xl text-muted">{text}</p>
        <div className="mt-8 flex flex-wrap gap-4">{children}</div>
      </div>
    </section>
  );
}
