import { permanentRedirect } from "next/navigation";
import { resolveRoleSlug, rolePath } from "@/lib/features/careers/role-slug";
import { getDepartment } from "@/lib/features/careers/reads";

export async function openRole(departmentId: string, roleSlug: string) {
  const department = await getDepartment(departmentId);
  const found = department?.isActive ? resolveRoleSlug(department, roleSlug) : null;
  if (!department || !found) return null;
  if ("movedTo" in found) permanentRedirect(rolePath(department.id, found.movedTo.slug));
  return { department, role: found.role };
}
