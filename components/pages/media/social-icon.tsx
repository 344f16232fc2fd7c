import { LineIcon } from "@/components/icons/line-icon";
import { iconShapes } from "@/components/icons/shapes";
import type { SocialIcon as SocialIconName } from "@/content/social-links";

/** A network's mark, or the website's; always decorative. */
export function SocialIcon({ name, className = "size-6" }: { name: SocialIconName | "website"; className?: string }) {
  return <LineIcon className={className}>{iconShapes(name)}</LineIcon>;
}
