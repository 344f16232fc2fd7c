import { permanentRedirect } from "next/navigation";
import { resolveRoleSlug, rolePath } from "@/lib/features/careers/role-slug";
import { getDepartment } from "@/lib/features/careers/reads";

/**
 * The open role an apply page is for: its department must exist and be hiring, and list the role.
 * A slug the role had before answers a permanent redirect (308) to its current address.
 */
export async function openRole(departmentId: string, roleSlug: string) {
  const department = await getDepartment(departmentId);
  const found = department?.isActive ? resolveRoleSlug(department, roleSlug) : null;
  if (!department || !found) return null;
  if ("movedTo" in found) permanentRedirect(rolePath(department.id, found.movedTo.slug));
  return { department, role: found.role };
}
