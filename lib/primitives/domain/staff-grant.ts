import { emailAddressSchema } from "@/lib/primitives/domain/email-address";
import { isPlausibleSlug } from "@/lib/primitives/domain/slug";
import { z } from "@/lib/primitives/zod";

export const STAFF_ROLES = ["admin", "editor", "hiring"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const ROLE_DESCRIPTIONS: Record<StaffRole, string> = {
  admin: "everything, and invites, changes and removes staff",
  editor: "posts, departments, roles and brands; no applications",
  hiring: "the applicant inbox of the departments named",
};

/** A checkbox per department posts `department.<id>=on`: a plain form cannot post a list under one name. */
export const DEPARTMENT_FIELD_PREFIX = "department.";

export const staffGrantSchema = z
  .strictObject({
    email: emailAddressSchema(),
    role: z.enum(STAFF_ROLES, "Choose a role."),
    departments: z.array(z.string().refine(isPlausibleSlug, "Unknown department.")).max(30).default([]),
  })
  .refine((grant) => grant.role !== "hiring" || grant.departments.length > 0, {
    path: ["departments"],
    message: "A hiring role needs at least one department.",
  });

export const staffRemovalSchema = z.strictObject({ email: emailAddressSchema() });

export function staffGrantOfForm(fields: Record<string, string>): Record<string, unknown> {
  const departments: string[] = [];
  const rest: Record<string, string> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (name.startsWith(DEPARTMENT_FIELD_PREFIX)) departments.push(name.slice(DEPARTMENT_FIELD_PREFIX.length));
    else rest[name] = value;
  }
  return { ...rest, departments };
}
