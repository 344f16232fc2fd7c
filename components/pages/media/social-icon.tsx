import { LineIcon } from "@/components/icons/line-icon";
import { iconShapes } from "@/components/icons/shapes";
import type { SocialIcon as SocialIconName } from "@/content/social-links";

export function SocialIcon({ name, className = "size-6" }: { name: SocialIconName | "website"; className?: string }) {
  return <LineIcon className={className}>{iconShapes(name)}</LineIcon>;
}
