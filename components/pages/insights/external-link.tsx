import type { ReactNode } from "react";

export function ExternalLink({ href, children, className }: { href: string; children: ReactNode; className?: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
      <svg aria-hidden="true" focusable="false" viewBox="0 0 16 16" width={14} height={14} className="ml-1 inline-block align-[-1px]">
        <path d="M6 3h7v7M13 3 5 11M11 13H3V5" fill="none" stroke="currentColor" strokeWidth={1.6} strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </a>
  );
}
