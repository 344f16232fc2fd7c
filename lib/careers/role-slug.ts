import type { Department } from "@/lib/domain/department";

/** "Senior Platform Engineer" → "senior-platform-engineer"; accents are folded, other symbols dropped. */
export function slugifyRole(role: string): string {
  return role
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

export interface RoleLink {
  role: string;
  slug: string;
}

/**
 * Each role of a department with a slug unique within it: two roles that slugify alike (or a role
 * made only of symbols) get a numbered suffix, so every role keeps its own page.
 */
export function rolesWithSlugs(department: Pick<Department, "roles">): RoleLink[] {
  const taken = new Set<string>();
  return department.roles.map((role) => {
    const base = slugifyRole(role) || "role";
    let slug = base;
    for (let suffix = 2; taken.has(slug); suffix += 1) slug = `${base}-${suffix}`;
    taken.add(slug);
    return { role, slug };
  });
}

export function findRoleBySlug(department: Pick<Department, "roles">, slug: string): RoleLink | undefined {
  return rolesWithSlugs(department).find((link) => link.slug === slug);
}

export function rolePath(departmentId: string, slug: string): string {
  return `/apply/${encodeURIComponent(departmentId)}/${encodeURIComponent(slug)}`;
}
