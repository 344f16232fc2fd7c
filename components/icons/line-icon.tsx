import type { SVGProps } from "react";

/** A line icon on a 24-unit grid, always decorative: the text beside it names what it stands for. */
export function LineIcon({ children, strokeWidth = 1.8, ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}
