/** The motion is CSS, so `prefers-reduced-motion` stops it; the still frame tells the whole story. */
const styles = `
.ct-packet { offset-rotate: 0deg; animation: ct-travel 4.8s linear infinite; }
.ct-packet-2 { animation-delay: -1.6s; }
.ct-packet-3 { animation-delay: -3.2s; }
.ct-up { offset-path: path("M92 176 C 140 176, 150 96, 206 96"); }
.ct-out { offset-path: path("M318 100 C 360 100, 356 60, 396 60"); animation-duration: 3.6s; }
.ct-out-2 { offset-path: path("M318 116 C 360 116, 356 150, 396 150"); animation-duration: 3.6s; }
.ct-pulse { transform-box: fill-box; transform-origin: center; animation: ct-pulse 2.4s ease-in-out infinite; }
.ct-drift { animation: ct-drift 9s ease-in-out infinite alternate; }
@keyframes ct-travel { from { offset-distance: 0%; opacity: 0; } 10% { opacity: 1; } 90% { opacity: 1; } to { offset-distance: 100%; opacity: 0; } }
@keyframes ct-pulse { 0%, 100% { transform: scale(1); opacity: 0.9; } 50% { transform: scale(1.25); opacity: 0.5; } }
@keyframes ct-drift { from { transform: translateX(-6px); } to { transform: translateX(6px); } }
@media (prefers-reduced-motion: reduce) {
  .ct-packet, .ct-pulse, .ct-drift { animation: none; }
  .ct-packet { offset-distance: 60%; }
}
`;

export function CloudIllustration() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 440 240"
      className="h-auto w-full"
      fill="none"
      strokeLinecap="round"
      strokeLinejoin="round"
      data-testid="cloud-illustration"
    >
      <style>{styles}</style>
      <rect width="440" height="240" rx="20" fill="#121a33" />
      {/* On-premises racks */}
      <g stroke="#a5b4fc" strokeWidth={2}>
        <rect x="28" y="130" width="64" height="84" rx="6" fill="#1a2444" />
        <path d="M38 148 h44 M38 166 h44 M38 184 h44 M38 202 h44" />
      </g>
      <circle cx="44" cy="148" r="2.5" fill="#5eead4" />
      <circle cx="44" cy="166" r="2.5" fill="#5eead4" />
      {/* Migration path and the workloads travelling along it */}
      <path d="M92 176 C 140 176, 150 96, 206 96" stroke="#2a3658" strokeWidth={3} strokeDasharray="6 8" />
      <rect className="ct-packet ct-up" x="-7" y="-7" width="14" height="14" rx="3" fill="#a5b4fc" />
      <rect className="ct-packet ct-up ct-packet-2" x="-7" y="-7" width="14" height="14" rx="3" fill="#5eead4" />
      <rect className="ct-packet ct-up ct-packet-3" x="-7" y="-7" width="14" height="14" rx="3" fill="#a5b4fc" />
      {/* The cloud platform */}
      <g className="ct-drift">
        <path d="M212 136 a26 26 0 0 1 4-52 a36 36 0 0 1 66-10 a26 26 0 0 1 40 22 a22 22 0 0 1-6 40 z" fill="#1a2444" stroke="#5eead4" strokeWidth={2.5} />
        <path d="M238 112 h60 M246 98 h44" stroke="#2a3658" strokeWidth={3} />
      </g>
      {/* Outputs: analytics and AI */}
      <path d="M318 100 C 360 100, 356 60, 396 60" stroke="#2a3658" strokeWidth={3} strokeDasharray="6 8" />
      <path d="M318 116 C 360 116, 356 150, 396 150" stroke="#2a3658" strokeWidth={3} strokeDasharray="6 8" />
      <circle className="ct-packet ct-out" r="5" fill="#5eead4" />
      <circle className="ct-packet ct-out-2" r="5" fill="#a5b4fc" />
      <g stroke="#5eead4" strokeWidth={2}>
        <rect x="384" y="36" width="40" height="44" rx="6" fill="#1a2444" />
        <path d="M392 70 v-8 M402 70 v-16 M412 70 v-22" strokeWidth={3} />
      </g>
      <g stroke="#a5b4fc" strokeWidth={2}>
        <circle cx="404" cy="152" r="20" fill="#1a2444" />
        <circle className="ct-pulse" cx="404" cy="152" r="6" fill="#a5b4fc" stroke="none" />
        <path d="M404 132 v8 M404 164 v8 M384 152 h8 M416 152 h8" />
      </g>
    </svg>
  );
}
