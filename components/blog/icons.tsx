import type { SVGProps } from "react";
import { LineIcon } from "@/components/icons/line-icon";
import { type IconName, iconShapes } from "@/components/icons/shapes";

/**
 * A decorative line icon of the blog (20 px unless sized): every control that shows one also has a
 * text name. A filled icon (a liked heart) is given `fill="currentColor"`.
 */
export function BlogIcon({ name, ...props }: SVGProps<SVGSVGElement> & { name: IconName }) {
  return (
    <LineIcon width={20} height={20} strokeWidth={2} {...props}>
      {iconShapes(name)}
    </LineIcon>
  );
}
