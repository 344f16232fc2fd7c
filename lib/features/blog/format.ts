import { formatCount } from "@/lib/primitives/format/count";
import { formatDate } from "@/lib/primitives/format/date";

export const formatPostDate = formatDate;

export function readTimeLabel(minutes: number): string {
  return `${Math.max(1, Math.round(minutes))} min read`;
}

export function countLabel(count: number, singular: string, plural = `${singular}s`): string {
  return `${formatCount(count)} ${count === 1 ? singular : plural}`;
}
