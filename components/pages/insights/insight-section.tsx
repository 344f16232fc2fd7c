import { Section } from "@/components/ui/section";
import type { ReactNode } from "react";

export function InsightSection({
  id,
  heading,
  intro,
  children,
  className = "",
}: {
  id: string;
  heading: string;
  intro?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Section anchor id={id} title={heading} heading="growing" className={`mx-auto max-w-6xl scroll-mt-32 px-6 py-12 sm:py-16 ${className}`}>
      {intro && <p className="mt-4 max-w-3xl text-muted">{intro}</p>}
      {children}
    </Section>
  );
}
