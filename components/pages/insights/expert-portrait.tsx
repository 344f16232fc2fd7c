import type { AvatarPalette } from "@/content/pages/insight-types";

export function ExpertPortrait({ name, palette }: { name: string; palette: AvatarPalette }) {
  return (
    <svg role="img" aria-label={`Illustrated portrait of ${name}`} viewBox="0 0 96 96" width={80} height={80} className="shrink-0 rounded-full">
      <rect width="96" height="96" fill={palette.backdrop} />
      {palette.hairStyle === "long" && <path d="M26 46 C24 22 72 22 70 46 L72 74 H24 Z" fill={palette.hair} />}
      <path d="M16 96 C18 74 32 66 48 66 C64 66 78 74 80 96 Z" fill={palette.shirt} />
      <rect x="42" y="54" width="12" height="14" rx="5" fill={palette.skin} />
      <ellipse cx="48" cy="42" rx="16" ry="19" fill={palette.skin} />
      {palette.hairStyle === "short" && <path d="M31 40 C30 22 66 20 65 40 C60 30 40 30 31 40 Z" fill={palette.hair} />}
      {palette.hairStyle === "long" && <path d="M31 40 C32 22 64 22 65 40 C58 31 38 31 31 40 Z" fill={palette.hair} />}
      <circle cx="42" cy="43" r="1.8" fill="#1d1a17" />
      <circle cx="54" cy="43" r="1.8" fill="#1d1a17" />
      <path d="M43 51 Q48 54 53 51" stroke="#1d1a17" strokeWidth={1.6} fill="none" strokeLinecap="round" />
    </svg>
  );
}
