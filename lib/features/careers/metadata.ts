import type { Metadata } from "next";
import { roleDescription } from "@/lib/features/careers/copy";
import { type RoleLink, rolePath } from "@/lib/features/careers/role-slug";
import type { Department } from "@/lib/primitives/domain/department";
import { pageMetadata } from "@/lib/services/seo/metadata";

export function departmentMetadata(department: Department): Metadata {
  const roles = department.isActive ? department.roles.length : 0;
  return pageMetadata({
    title: `${department.title} careers: ${roles === 1 ? "1 open position" : `${roles} open positions`}`,
    description: department.description,
    path: `/careers/${department.id}`,
  });
}

export function roleMetadata(department: Department, role: RoleLink): Metadata {
  return pageMetadata({
    title: `${role.role}, ${department.title}`,
    description: roleDescription(department, role.role),
    path: rolePath(department.id, role.slug),
    hasImageFile: true,
  });
}
