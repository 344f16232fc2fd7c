import { SLUG_PATTERN } from "@/lib/domain/file-fields";
import { z } from "@/lib/zod";

const stringList = z.preprocess(
  (value) => (Array.isArray(value) ? value.filter((item) => typeof item === "string") : []),
  z.array(z.string()),
);

/**
 * A department as stored in `departments/{id}`. Reading is lenient: the original data has
 * non-array `roles` and missing lists, which the spec says to read as empty.
 */
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
  roleSlugs: z.preprocess((value) => (Array.isArray(value) ? value : []), z.array(z.unknown()))
    .transform((slugs) => slugs.map((slug) => (typeof slug === "string" && SLUG_PATTERN.test(slug) ? slug : undefined))),
  /** Slugs a role had before, each mapped to its current slug: old links answer a permanent redirect. */
  formerRoleSlugs: z.record(z.string(), z.string()).catch({}).default({}),
  techStack: stringList,
  experience: z
    .preprocess(
      (value) => (typeof value === "number" ? `${value}+ years` : value),
      z.string().optional(),
    )
    .catch(undefined),
  keyResponsibilities: stringList,
  benefits: stringList,
  workArrangement: z.array(z.enum(["Hybrid", "Remote"])).catch(["Hybrid", "Remote"]).default(["Hybrid", "Remote"]),
  requirements: z
    .object({
      githubRequired: z.boolean().catch(false).default(false),
      techStackRequired: z.boolean().catch(false).default(false),
    })
    .catch({ githubRequired: false, techStackRequired: false })
    .default({ githubRequired: false, techStackRequired: false }),
  updatedAt: z.string().optional().catch(undefined),
});

export type Department = z.infer<typeof departmentSchema>;

/** The minimum years of experience, when `experience` starts with a number ("3+ years"). */
export function experienceMinYears(department: Department): number | undefined {
  const match = department.experience?.match(/\d+/);
  return match ? Number(match[0]) : undefined;
}
