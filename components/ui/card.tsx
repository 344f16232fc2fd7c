import type { HTMLAttributes } from "react";
import { cardSurface } from "@/components/ui/surfaces";

type CardElement = "div" | "li" | "article" | "section" | "figure" | "nav";

export function Card({ as: Tag = "div", className = "", ...props }: HTMLAttributes<HTMLElement> & { as?: CardElement }) {
  return <Tag {...props} className={`${cardSurface} ${className}`.trim()} />;
}
