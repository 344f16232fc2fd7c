import { careersOffice } from "@/content/careers";
import type { Department, RoleArrangement } from "@/lib/primitives/domain/department";

const countryNames = new Intl.DisplayNames(["en"], { type: "region" });
const andList = new Intl.ListFormat("en", { style: "long", type: "conjunction" });

/** Google wants countries by name, and "Remote" is not one. */
export function countryName(code: string): string {
  return countryNames.of(code) ?? code;
}

export function officeAddressLine(): string {
  const { streetAddress, addressLocality, postalCode, addressCountry } = careersOffice;
  return `${streetAddress}, ${addressLocality} ${postalCode}, ${countryName(addressCountry)}`;
}

export interface WorkLocationText {
  remote?: string;
  hybrid?: string;
  office?: string;
}

/** Google marks a job TELECOMMUTE only when the page says plainly it can be done 100% remotely and from where. */
export function workLocationText(where: { workArrangement: readonly RoleArrangement[] }, applicantCountries: readonly string[]): WorkLocationText {
  const remote = where.workArrangement.includes("Remote");
  const hybrid = where.workArrangement.includes("Hybrid");
  const office = where.workArrangement.includes("Office");
  const countries = andList.format(applicantCountries.map(countryName));
  return {
    ...(remote && { remote: `Fully remote: you can do this job 100% remotely, from any of these countries: ${countries}.` }),
    ...(hybrid && {
      hybrid: `${remote ? "Or hybrid" : "Hybrid"}: part of the week at ${careersOffice.name}, ${officeAddressLine()}.`,
    }),
    ...(office && {
      office: `${remote || hybrid ? "Or on site" : "On site"}: every working day at ${careersOffice.name}, ${officeAddressLine()}.`,
    }),
  };
}

export function roleWhereText(department: Department, role: string): { location: string; workStyle: string } {
  const arrangement = department.postings[role]?.workArrangement ?? department.workArrangement;
  const atOffice = arrangement.some((where) => where !== "Remote");
  const countries = department.postings[role]?.applicantCountries;
  const remote = arrangement.includes("Remote") ? `Remote${countries ? ` (${andList.format(countries.map(countryName))})` : ""}` : "";
  return {
    location: [atOffice ? `${careersOffice.name}, ${officeAddressLine()}` : "", remote].filter(Boolean).join("; or "),
    workStyle: new Intl.ListFormat("en", { style: "long", type: "disjunction" }).format(arrangement),
  };
}
