export function HeroIllustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 400 320" className={className} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="hero-layer" x1="0" x2="1" y1="0" y2="1">
          <stop offset="0" stopColor="#1a2444" />
          <stop offset="1" stopColor="#121a33" />
        </linearGradient>
      </defs>
      {[250, 205, 160].map((y, index) => (
        <path
          key={y}
          d={`M200 ${y - 50} L360 ${y} L200 ${y + 50} L40 ${y} Z`}
          fill="url(#hero-layer)"
          stroke={index === 2 ? "#5eead4" : "#2a3658"}
          strokeWidth="2"
        />
      ))}
      <g stroke="#5eead4" strokeWidth="1.5" opacity="0.7">
        <line x1="200" y1="60" x2="120" y2="110" />
        <line x1="200" y1="60" x2="280" y2="110" />
        <line x1="200" y1="60" x2="200" y2="130" />
        <line x1="120" y1="110" x2="200" y2="130" />
        <line x1="280" y1="110" x2="200" y2="130" />
      </g>
      <circle cx="200" cy="60" r="12" fill="#0b1020" stroke="#a5b4fc" strokeWidth="3" />
      <circle cx="120" cy="110" r="9" fill="#0b1020" stroke="#5eead4" strokeWidth="3" />
      <circle cx="280" cy="110" r="9" fill="#0b1020" stroke="#5eead4" strokeWidth="3" />
      <circle cx="200" cy="130" r="7" fill="#5eead4" />
    </svg>
  );
}
