import { unstable_cache } from "next/cache";
import { rolesWithSlugs } from "@/lib/features/careers/role-slug";
import { REVALIDATE_SECONDS, TAGS } from "@/lib/services/cache/tags";
import * as records from "@/lib/features/content/records";
import { documents } from "@/lib/features/content/store";
import type { Department } from "@/lib/primitives/domain/department";
import { errorText, log } from "@/lib/primitives/log";

export const getDepartments = unstable_cache(async (): Promise<Department[]> => records.listDepartments(await documents()), ["careers", "departments"], {
  tags: [TAGS.departments],
  revalidate: REVALIDATE_SECONDS,
});

export const getActiveDepartments = unstable_cache(
  async (): Promise<Department[]> => records.listActiveDepartments(await documents()),
  ["careers", "active-departments"],
  { tags: [TAGS.departments], revalidate: REVALIDATE_SECONDS },
);

export function getDepartment(id: string): Promise<Department | null> {
  return unstable_cache(async () => records.getDepartment(await documents(), id), ["careers", "department", id], {
    tags: [TAGS.departments, TAGS.department(id)],
    revalidate: REVALIDATE_SECONDS,
  })();
}

export interface OpenRole {
  departmentId: string;
  role: string;
  slug: string;
  updatedAt?: string;
}

export async function getOpenRoles(): Promise<OpenRole[]> {
  const departments = await getActiveDepartments();
  return departments.flatMap((department) =>
    rolesWithSlugs(department).map(({ role, slug }) => ({
      departmentId: department.id,
      role,
      slug,
      updatedAt: department.updatedAt,
    })),
  );
}

export interface CareersSummary {
  departments: Department[];
  activeDepartments: number;
  openPositions: number;
}

/** A failed read shows the empty state rather than taking the page down. */
export async function getCareersSummary(): Promise<CareersSummary> {
  let departments: Department[];
  try {
    departments = await getDepartments();
  } catch (error) {
    log.error("departments load failed", { error: errorText(error) });
    departments = [];
  }
  const ordered = [...departments.filter((d) => d.isActive), ...departments.filter((d) => !d.isActive)];
  const active = ordered.filter((department) => department.isActive);
  return {
    departments: ordered,
    activeDepartments: active.length,
    openPositions: active.reduce((total, department) => total + department.roles.length, 0),
  };
}
