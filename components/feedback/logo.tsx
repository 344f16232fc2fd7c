export function LogoMark({ className, title }: { className?: string; title?: string }) {
  return (
    <svg
      viewBox="0 0 48 48"
      className={className}
      role={title ? "img" : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
      focusable="false"
    >
      <circle cx="24" cy="24" r="22" fill="#121a33" stroke="#5eead4" strokeWidth="3" />
      <path d="M18 13v21h13" fill="none" stroke="#5eead4" strokeWidth="4.5" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="31" cy="15" r="3.2" fill="#a5b4fc" />
    </svg>
  );
}
