import type { SVGProps } from "react";
import { LineIcon } from "@/components/icons/line-icon";
import { type IconName, iconShapes } from "@/components/icons/shapes";

export function BlogIcon({ name, ...props }: SVGProps<SVGSVGElement> & { name: IconName }) {
  return (
    <LineIcon width={20} height={20} strokeWidth={2} {...props}>
      {iconShapes(name)}
    </LineIcon>
  );
}
