import { careersCopy, careersOffice } from "@/content/careers";
import { site } from "@/content/site";
import type { Department } from "@/lib/primitives/domain/department";
import { countLabel } from "@/lib/primitives/format/count";

interface Counts {
  activeDepartments: number;
  openPositions: number;
}

export function openingsLine({ activeDepartments, openPositions }: Counts): string | null {
  if (openPositions === 0) return null;
  return `${countLabel(openPositions, "open position")} in ${countLabel(activeDepartments, "department")}`;
}

export function careersListTitle(counts: Counts): string {
  return `${careersCopy.name}: ${openingsLine(counts) ?? "no open positions right now"}`;
}

export function careersListDescription(counts: Counts): string {
  const line = openingsLine(counts);
  if (!line) return `There are no open positions at ${site.name} right now. Check back soon for new opportunities.`;
  return `Join ${site.name}, a strategy and technology consultancy: ${line}. Apply online with your résumé in a few minutes.`;
}

const ARRANGEMENT_PHRASES: Record<string, string> = {
  "Hybrid,Remote": `fully remote or hybrid from our ${careersOffice.addressLocality} office`,
  Remote: "fully remote",
  Hybrid: `hybrid from our ${careersOffice.addressLocality} office`,
};

export function roleDescription(department: Pick<Department, "title" | "workArrangement">, role: string): string {
  const where = ARRANGEMENT_PHRASES[[...department.workArrangement].sort().join(",")];
  return `${role} in the ${department.title} team at ${site.name}${where ? `, ${where}` : ""}. Apply online with your résumé in a few minutes.`;
}
