import type { ReactNode } from "react";
import { container } from "@/components/ui/surfaces";
import { eyebrowClass, pageTitleClass } from "@/components/ui/type-styles";

export function PageHeader({ eyebrow, title, lead, children }: { eyebrow: string; title: string; lead: string; children?: ReactNode }) {
  return (
    <header className={`${container} pt-16 pb-12 sm:pt-24`}>
      <p className={eyebrowClass}>{eyebrow}</p>
      <h1 className={`mt-4 max-w-4xl text-balance ${pageTitleClass}`}>{title}</h1>
      <p className="mt-6 max-w-3xl text-lg text-muted">{lead}</p>
      {children}
    </header>
  );
}
