import type { Department, EmploymentType, RoleArrangement, Salary } from "@/lib/primitives/domain/department";

/** What one role is, from its content: the role page shows these and its JobPosting repeats them. */
export interface RoleFacts {
  employmentType: EmploymentType;
  workArrangement: RoleArrangement[];
  /** ISO 3166-1 alpha-2 codes of the countries remote applicants may live in. */
  applicantCountries: readonly string[];
  salary?: Salary;
}

/** A role's own facts, falling back to the department's arrangement and the site's countries. */
export function roleFacts(department: Department, role: string, defaultCountries: readonly string[]): RoleFacts {
  const own = department.postings[role];
  return {
    employmentType: own?.employmentType ?? "FULL_TIME",
    workArrangement: own?.workArrangement ?? department.workArrangement,
    applicantCountries: own?.applicantCountries ?? defaultCountries,
    ...(own?.salary && { salary: own.salary }),
  };
}

const EMPLOYMENT_TEXT: Record<EmploymentType, string> = {
  FULL_TIME: "Full time",
  PART_TIME: "Part time",
  CONTRACTOR: "Contract",
  TEMPORARY: "Temporary",
  INTERN: "Internship",
};

export const employmentTypeText = (type: EmploymentType) => EMPLOYMENT_TEXT[type];

const PER: Record<Salary["unit"], string> = { HOUR: "an hour", DAY: "a day", WEEK: "a week", MONTH: "a month", YEAR: "a year" };

/** "£70,000 – £110,000 a year", as the role page prints the JobPosting's baseSalary. */
export function salaryText({ currency, min, max, unit }: Salary): string {
  const format = new Intl.NumberFormat("en-GB", { style: "currency", currency, maximumFractionDigits: 0 });
  return `${min === max ? format.format(min) : `${format.format(min)} – ${format.format(max)}`} ${PER[unit]}`;
}
