import { LineIcon } from "@/components/icons/line-icon";
import { type IconShape, shapeElements } from "@/components/icons/shapes";
import type { SocialIcon as SocialIconName } from "@/content/social-links";

// Apart from components/icons/shapes.ts, whose icons client components use: brand marks appear only on this server-rendered page.
const SOCIAL_SHAPES = {
  website: [
    ["circle", { cx: 12, cy: 12, r: 9 }],
    ["path", { d: "M3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9Z" }],
  ],
  linkedin: [
    ["rect", { x: 3, y: 3, width: 18, height: 18, rx: 3 }],
    ["path", { d: "M8 10v7M8 7v.01M12 17v-7M12 13a3 3 0 0 1 6 0v4" }],
  ],
  x: [["path", { d: "M5 4l14 16M19 4 5 20" }]],
  github: [
    ["circle", { cx: 12, cy: 12, r: 9 }],
    [
      "path",
      {
        d: "M9.5 20v-3a2.5 2.5 0 0 1 .8-2C8 14.6 7 13.3 7 11.5c0-1 .4-1.9 1-2.5-.2-.8-.1-1.6.2-2.2.9 0 1.7.5 2.2 1a6 6 0 0 1 3.2 0c.5-.5 1.3-1 2.2-1 .3.6.4 1.4.2 2.2.6.6 1 1.5 1 2.5 0 1.8-1 3.1-3.3 3.5a2.5 2.5 0 0 1 .8 2v3",
      },
    ],
  ],
  youtube: [
    ["rect", { x: 2.5, y: 5, width: 19, height: 14, rx: 4 }],
    ["path", { d: "m10 9 5 3-5 3V9Z" }],
  ],
} satisfies Record<SocialIconName | "website", IconShape[]>;

export function SocialIcon({ name, className = "size-6" }: { name: SocialIconName | "website"; className?: string }) {
  return <LineIcon className={className}>{shapeElements(SOCIAL_SHAPES[name])}</LineIcon>;
}
