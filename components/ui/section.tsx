import type { ReactNode } from "react";

const HEADINGS = {
  large: "text-3xl font-semibold tracking-tight",
  growing: "text-2xl font-semibold tracking-tight sm:text-3xl",
  tight: "text-2xl font-semibold tracking-tight",
  plain: "text-2xl font-semibold",
} as const;

type HeadingSize = keyof typeof HEADINGS;

export function SectionHeading({ id, size, children }: { id: string; size: HeadingSize; children: ReactNode }) {
  return (
    <h2 id={id} className={HEADINGS[size]}>
      {children}
    </h2>
  );
}

/** A section named by its heading. With `anchor`, `id` goes on the section for in-page links and the heading gets `${id}-heading`. */
export function Section({
  id,
  anchor = false,
  title,
  heading,
  className,
  children,
}: {
  id: string;
  anchor?: boolean;
  title: ReactNode;
  heading: HeadingSize;
  className?: string;
  children: ReactNode;
}) {
  const headingId = anchor ? `${id}-heading` : id;
  return (
    <section id={anchor ? id : undefined} aria-labelledby={headingId} className={className}>
      <SectionHeading id={headingId} size={heading}>
        {title}
      </SectionHeading>
      {children}
    </section>
  );
}
