import type { Department, EmploymentType, RoleArrangement, Salary } from "@/lib/primitives/domain/department";

export interface RoleFacts {
  employmentType: EmploymentType;
  workArrangement: RoleArrangement[];
  applicantCountries: readonly string[];
  salary?: Salary;
}

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

export function salaryText({ currency, min, max, unit }: Salary): string {
  const format = new Intl.NumberFormat("en-GB", { style: "currency", currency, maximumFractionDigits: 0 });
  return `${min === max ? format.format(min) : `${format.format(min)} – ${format.format(max)}`} ${PER[unit]}`;
}
