import { isoDateTimeInput, SLUG_PATTERN, slugInput } from "@/lib/primitives/domain/file-fields";
import { z } from "@/lib/primitives/zod";

const stringList = z.preprocess((value) => (Array.isArray(value) ? value.filter((item) => typeof item === "string") : []), z.array(z.string()));

export const EMPLOYMENT_TYPES = ["FULL_TIME", "PART_TIME", "CONTRACTOR", "TEMPORARY", "INTERN"] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];
export const ROLE_ARRANGEMENTS = ["Office", "Hybrid", "Remote"] as const;
export type RoleArrangement = (typeof ROLE_ARRANGEMENTS)[number];
/** The staff role form's checkbox for each place of work. */
/** A role's address in the staff editor: its department and its slug, which never hold a dot. */
export const roleKey = (departmentId: string, slug: string) => `${departmentId}.${slug}`;
export const ROLE_ARRANGEMENT_FIELDS = { Office: "workOffice", Hybrid: "workHybrid", Remote: "workRemote" } as const;
export const SALARY_UNITS = ["HOUR", "DAY", "WEEK", "MONTH", "YEAR"] as const;

const regionNames = new Intl.DisplayNames(["en"], { type: "region" });
const currencyCode = z.string().regex(/^[A-Z]{3}$/, "must be an ISO 4217 currency code such as GBP");
const countryCode = z
  .string()
  .regex(/^[A-Z]{2}$/, "must be an ISO 3166 country code such as GB")
  .refine((code) => /^[A-Z]{2}$/.test(code) && regionNames.of(code) !== code, "is not a known country code");

const salarySchema = z.object({
  currency: currencyCode,
  min: z.number().nonnegative(),
  max: z.number().nonnegative(),
  unit: z.enum(SALARY_UNITS).default("YEAR"),
});
export type Salary = z.infer<typeof salarySchema>;

const postingSchema = z.object({
  postedAt: z.string().optional().catch(undefined),
  closesAt: z.string().optional().catch(undefined),
  employmentType: z.enum(EMPLOYMENT_TYPES).optional().catch(undefined),
  workArrangement: z.array(z.enum(ROLE_ARRANGEMENTS)).min(1).optional().catch(undefined),
  applicantCountries: z
    .array(z.string().regex(/^[A-Z]{2}$/))
    .min(1)
    .optional()
    .catch(undefined),
  salary: salarySchema.optional().catch(undefined),
});
export type RolePosting = z.infer<typeof postingSchema>;

/** A role taken off the site but kept, with its facts, so it can be opened again. */
const closedRoleSchema = postingSchema.extend({
  name: z.string().min(1),
  slug: z.string().regex(SLUG_PATTERN),
  formerSlugs: z.array(z.string().regex(SLUG_PATTERN)).catch([]).default([]),
});
export type ClosedRole = z.infer<typeof closedRoleSchema>;

// Lenient: the original data has non-array `roles` and missing lists, read as empty so one bad document cannot take the careers pages down.
export const departmentSchema = z.object({
  id: z.string().min(1),
  title: z.string().min(1),
  description: z.string().default(""),
  isActive: z.boolean().default(false),
  roles: stringList,
  /**
   * The address of each role, index for index with `roles`, so a renamed role keeps its page.
   * Departments stored before slugs were (or a role without one) fall back to the slug of the name.
   */
  roleSlugs: z
    .preprocess((value) => (Array.isArray(value) ? value : []), z.array(z.unknown()))
    .transform((slugs) => slugs.map((slug) => (typeof slug === "string" && SLUG_PATTERN.test(slug) ? slug : undefined))),
  /** Slugs a role had before, each mapped to its current slug: old links answer a permanent redirect. */
  formerRoleSlugs: z.record(z.string(), z.string()).catch({}).default({}),
  techStack: stringList,
  experience: z.preprocess((value) => (typeof value === "number" ? `${value}+ years` : value), z.string().optional()).catch(undefined),
  keyResponsibilities: stringList,
  benefits: stringList,
  workArrangement: z
    .array(z.enum(["Hybrid", "Remote"]))
    .catch(["Hybrid", "Remote"])
    .default(["Hybrid", "Remote"]),
  requirements: z
    .object({
      githubRequired: z.boolean().catch(false).default(false),
      techStackRequired: z.boolean().catch(false).default(false),
    })
    .catch({ githubRequired: false, techStackRequired: false })
    .default({ githubRequired: false, techStackRequired: false }),
  updatedAt: z.string().optional().catch(undefined),
  /** The address that hears about this department's applications; careers@ (HIRING_TEAM_EMAIL) when absent. */
  hiringEmail: z.email().optional().catch(undefined),
  /**
   * Per role, by name: when it was posted, the closing date if applications close (ISO), and what
   * its content says about employment type, place of work and salary. A role without an entry is
   * dated by `updatedAt`, full time, worked as the department says, and stays open until removed.
   */
  postings: z.record(z.string(), postingSchema.catch({})).catch({}).default({}),
  /** Closed roles: on no page of the site, their addresses answer 410; only the staff editor reads them. */
  closedRoles: z.preprocess(
    (value) => (Array.isArray(value) ? value.filter((role) => closedRoleSchema.safeParse(role).success) : []),
    z.array(closedRoleSchema),
  ),
});

export type Department = z.infer<typeof departmentSchema>;

export function experienceMinYears(department: Department): number | undefined {
  const match = department.experience?.match(/\d+/);
  return match ? Number(match[0]) : undefined;
}

const WORK_ARRANGEMENTS = ["Hybrid", "Remote"] as const;
const roleSlug = slugInput("data-engineer");
const textList = z.array(z.string().trim().min(1).max(500)).max(50).default([]);

export const departmentFileSchema = z
  .strictObject({
    title: z.string().trim().min(1, "must not be empty").max(100),
    description: z.string().trim().max(2000).default(""),
    isActive: z.boolean(),
    roles: z
      .array(
        z.strictObject({
          name: z.string().trim().min(1, "must not be empty").max(150),
          slug: roleSlug,
          formerSlugs: z.array(roleSlug).max(20).default([]),
          open: z.boolean().default(true),
          postedAt: isoDateTimeInput.optional(),
          closesAt: isoDateTimeInput.optional(),
          employmentType: z.enum(EMPLOYMENT_TYPES).default("FULL_TIME"),
          workArrangement: z.array(z.enum(ROLE_ARRANGEMENTS)).min(1).max(3).optional(),
          applicantCountries: z.array(countryCode).min(1).max(50).optional(),
          salary: z
            .strictObject({
              min: z.number().int().positive(),
              max: z.number().int().positive(),
              currency: currencyCode,
              unit: z.enum(SALARY_UNITS).default("YEAR"),
            })
            .refine((salary) => salary.min <= salary.max, { message: "min must not exceed max", path: ["min"] })
            .optional(),
        }),
      )
      .max(100)
      .default([]),
    techStack: textList,
    experience: z.string().trim().min(1).max(100).optional(),
    keyResponsibilities: textList,
    benefits: textList,
    workArrangement: z.array(z.enum(WORK_ARRANGEMENTS)).min(1).max(2).default(["Hybrid", "Remote"]),
    requirements: z
      .strictObject({ githubRequired: z.boolean().default(false), techStackRequired: z.boolean().default(false) })
      .default({ githubRequired: false, techStackRequired: false }),
    updatedAt: isoDateTimeInput.optional(),
    hiringEmail: z.email("must be an email address").max(254).optional(),
  })
  .superRefine((department, context) => {
    // A slug names one role, now or formerly, or an old link could not know where to go.
    const owners = new Map<string, string>();
    const claim = (slug: string, path: Array<string | number>, owner: string) => {
      const taken = owners.get(slug);
      if (taken) context.addIssue({ code: "custom", path, message: `"${slug}" is already used by ${taken}` });
      else owners.set(slug, owner);
    };
    department.roles.forEach((role, index) => {
      claim(role.slug, ["roles", index, "slug"], `role "${role.name}"`);
      role.formerSlugs.forEach((former, at) => {
        claim(former, ["roles", index, "formerSlugs", at], `role "${role.name}"`);
      });
    });
  });

export type DepartmentFile = z.infer<typeof departmentFileSchema>;
