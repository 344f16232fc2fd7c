import type { InsightCard } from "@/content/pages/insights";

export function InsightGlyph({ glyph, className }: { glyph: InsightCard["glyph"]; className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 120 80" className={className} fill="none" strokeLinecap="round" strokeLinejoin="round">
      <rect width="120" height="80" rx="12" fill="#121a33" />
      {glyph === "ai-strategy" && (
        <g strokeWidth={2}>
          <path d="M20 60 L44 36 L64 48 L96 20" stroke="#5eead4" />
          <circle cx="20" cy="60" r="5" fill="#0b1020" stroke="#5eead4" />
          <circle cx="44" cy="36" r="5" fill="#0b1020" stroke="#5eead4" />
          <circle cx="64" cy="48" r="5" fill="#0b1020" stroke="#a5b4fc" />
          <circle cx="96" cy="20" r="7" fill="#5eead4" stroke="#5eead4" />
          <path d="M30 70 h60" stroke="#2a3658" />
        </g>
      )}
      {glyph === "cloud" && (
        <g strokeWidth={2}>
          <path d="M34 50 a12 12 0 0 1 2-24 a16 16 0 0 1 30-4 a12 12 0 0 1 20 10 a10 10 0 0 1-2 18 z" stroke="#5eead4" fill="#1a2444" />
          <path d="M44 62 v8 M60 62 v10 M76 62 v8" stroke="#a5b4fc" />
          <circle cx="44" cy="72" r="3" fill="#a5b4fc" />
          <circle cx="76" cy="72" r="3" fill="#a5b4fc" />
        </g>
      )}
      {glyph === "leadership" && (
        <g strokeWidth={2}>
          <circle cx="60" cy="24" r="8" stroke="#5eead4" fill="#1a2444" />
          <circle cx="32" cy="50" r="6" stroke="#a5b4fc" />
          <circle cx="60" cy="58" r="6" stroke="#a5b4fc" />
          <circle cx="88" cy="50" r="6" stroke="#a5b4fc" />
          <path d="M54 30 L37 45 M60 32 V52 M66 30 L83 45" stroke="#2a3658" />
          <path d="M92 14 l3 6 6 1-4.5 4 1 6-5.5-3-5.5 3 1-6-4.5-4 6-1z" stroke="#5eead4" fill="#5eead4" />
        </g>
      )}
      {glyph === "security" && (
        <g strokeWidth={2}>
          <path d="M60 12 L84 22 V40 C84 54 74 64 60 70 C46 64 36 54 36 40 V22 Z" stroke="#5eead4" fill="#1a2444" />
          <path d="M50 40 l7 7 13-14" stroke="#5eead4" strokeWidth={3} />
          <path d="M16 30 h12 M92 30 h12 M16 50 h12 M92 50 h12" stroke="#a5b4fc" />
        </g>
      )}
    </svg>
  );
}
