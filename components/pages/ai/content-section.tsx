import { SectionHeading } from "@/components/ui/section";
import type { ReactNode } from "react";
import { container } from "@/components/ui/surfaces";

export function ContentSection({ id, title, lead, children }: { id: string; title: string; lead?: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="scroll-mt-32 border-t border-line">
      <div className={`${container} py-16`}>
        <SectionHeading id={`${id}-heading`} size="large">
          {title}
        </SectionHeading>
        {lead && <p className="mt-4 max-w-3xl text-lg text-muted">{lead}</p>}
        {children}
      </div>
    </section>
  );
}
