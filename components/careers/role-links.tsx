import { Link } from "@/components/ui/link";
import { rolePath, rolesWithSlugs } from "@/lib/features/careers/role-slug";
import type { Department } from "@/lib/primitives/domain/department";

export function RoleLinks({ department }: { department: Department }) {
  const roles = rolesWithSlugs(department);
  if (roles.length === 0) return null;
  return (
    <section aria-labelledby="open-roles-heading">
      <h2 id="open-roles-heading" className="text-2xl font-semibold">
        Open Roles
      </h2>
      <ul className="mt-4 divide-y divide-line rounded-xl border border-line bg-surface">
        {roles.map(({ role, slug }) => (
          <li key={slug}>
            <Link href={rolePath(department.id, slug)} className="flex items-center justify-between gap-4 px-5 py-4 transition-colors hover:bg-surface-raised">
              <span className="font-medium">{role}</span>
              <span aria-hidden="true" className="text-accent">
                →
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
