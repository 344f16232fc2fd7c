import type { Department } from "@/lib/primitives/domain/department";
import { slugify } from "@/lib/primitives/format/slug";

export interface RoleLink {
  role: string;
  slug: string;
}

type RoleSource = Pick<Department, "roles"> & Partial<Pick<Department, "roleSlugs" | "formerRoleSlugs">>;

/** A stored slug is kept, so renaming a role keeps its page; a role without one gets its name's slug. */
export function rolesWithSlugs(department: RoleSource): RoleLink[] {
  const taken = new Set<string>();
  // Stored slugs first, so a derived slug never takes an address that a stored one names.
  const stored = department.roles.map((_, index) => {
    const slug = department.roleSlugs?.[index];
    if (!slug || taken.has(slug)) return undefined;
    taken.add(slug);
    return slug;
  });
  return department.roles.map((role, index) => {
    let slug = stored[index];
    if (!slug) {
      const base = slugify(role) || "role";
      slug = base;
      for (let suffix = 2; taken.has(slug); suffix += 1) slug = `${base}-${suffix}`;
      taken.add(slug);
    }
    return { role, slug };
  });
}

export function findRoleBySlug(department: RoleSource, slug: string): RoleLink | undefined {
  return rolesWithSlugs(department).find((link) => link.slug === slug);
}

export function resolveRoleSlug(department: RoleSource, slug: string): { role: RoleLink } | { movedTo: RoleLink } | null {
  const roles = rolesWithSlugs(department);
  const role = roles.find((link) => link.slug === slug);
  if (role) return { role };
  const current = Object.hasOwn(department.formerRoleSlugs ?? {}, slug) ? department.formerRoleSlugs?.[slug] : undefined;
  const movedTo = current ? roles.find((link) => link.slug === current) : undefined;
  return movedTo ? { movedTo } : null;
}

export function rolePath(departmentId: string, slug: string): string {
  return `/apply/${encodeURIComponent(departmentId)}/${encodeURIComponent(slug)}`;
}
