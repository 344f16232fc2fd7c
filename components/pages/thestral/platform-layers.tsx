export function PlatformLayers({ className }: { className?: string }) {
  const layers = [
    { y: 190, stroke: "#2a3658", label: "SERVE" },
    { y: 130, stroke: "#2a3658", label: "EVALUATE" },
    { y: 70, stroke: "#5eead4", label: "GOVERN" },
  ];
  return (
    <svg viewBox="0 0 320 280" className={className} aria-hidden="true" focusable="false">
      {layers.map((layer) => (
        <g key={layer.label}>
          <path d={`M160 ${layer.y - 40} L300 ${layer.y} L160 ${layer.y + 40} L20 ${layer.y} Z`} fill="#121a33" stroke={layer.stroke} strokeWidth="2" />
          <text x="160" y={layer.y + 5} textAnchor="middle" fill="#a9b3cc" fontSize="13" fontFamily="monospace" letterSpacing="3">
            {layer.label}
          </text>
        </g>
      ))}
      <path d="M160 250 v20" stroke="#a5b4fc" strokeWidth="2" strokeDasharray="4 4" />
      <circle cx="160" cy="22" r="6" fill="#5eead4" />
    </svg>
  );
}
