import { formatDate } from "@/lib/primitives/format/date";

export const formatPostDate = formatDate;

export function readTimeLabel(minutes: number): string {
  return `${Math.max(1, Math.round(minutes))} min read`;
}
