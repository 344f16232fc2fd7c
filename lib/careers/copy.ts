import { careersCopy } from "@/content/careers";
import { site } from "@/content/site";

interface Counts {
  activeDepartments: number;
  openPositions: number;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "10 open positions in 3 departments", or null when nobody is hiring. */
export function openingsLine({ activeDepartments, openPositions }: Counts): string | null {
  if (openPositions === 0) return null;
  return `${plural(openPositions, "open position", "open positions")} in ${plural(activeDepartments, "department", "departments")}`;
}

/** The careers page title carries the position and department counts, as the spec asks. */
export function careersListTitle(counts: Counts): string {
  return `${careersCopy.name}: ${openingsLine(counts) ?? "no open positions right now"}`;
}

export function careersListDescription(counts: Counts): string {
  const line = openingsLine(counts);
  if (!line) return `There are no open positions at ${site.name} right now. Check back soon for new opportunities.`;
  return `Join ${site.name}, a strategy and technology consultancy: ${line}. Apply online with your résumé in a few minutes.`;
}
