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
  /**
   * Per role, by name: when it was posted and, if applications close, the closing date (ISO). A role
   * without an entry is dated by `updatedAt` and stays open until it is removed from `roles`.
   */
  postings: z
    .record(z.string(), z.object({ postedAt: z.string(), closesAt: z.string().optional().catch(undefined) }))
    .catch({})
    .default({}),
});

export type Department = z.infer<typeof departmentSchema>;

/** The minimum years of experience, when `experience` starts with a number ("3+ years"). */
export function experienceMinYears(department: Department): number | undefined {
  const match = department.experience?.match(/\d+/);
  return match ? Number(match[0]) : undefined;
}
