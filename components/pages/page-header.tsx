import type { ReactNode } from "react";
import { container } from "@/components/ui/surfaces";

export function PageHeader({ eyebrow, title, lead, children }: { eyebrow: string; title: string; lead: string; children?: ReactNode }) {
  return (
    <header className={`${container} pt-16 pb-12 sm:pt-24`}>
      <p className="text-sm font-semibold tracking-widest text-accent uppercase">{eyebrow}</p>
      <h1 className="mt-4 max-w-4xl text-4xl font-semibold tracking-tight text-balance sm:text-5xl">{title}</h1>
      <p className="mt-6 max-w-3xl text-lg text-muted">{lead}</p>
      {children}
    </header>
  );
}
