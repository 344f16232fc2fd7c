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
    <section id={id} aria-labelledby={`${id}-heading`} className={`mx-auto max-w-6xl scroll-mt-32 px-6 py-12 sm:py-16 ${className}`}>
      <h2 id={`${id}-heading`} className="text-2xl font-semibold tracking-tight sm:text-3xl">
        {heading}
      </h2>
      {intro && <p className="mt-4 max-w-3xl text-muted">{intro}</p>}
      {children}
    </section>
  );
}
