import { notFound } from "next/navigation";
import { findRoleBySlug } from "@/lib/features/careers/role-slug";
import { getDepartment, getOpenRoles } from "@/lib/features/careers/reads";
import { OG_CONTENT_TYPE, OG_SIZE, renderOgCard } from "@/lib/services/og/card";

export const revalidate = 3600;
export const size = OG_SIZE;
export const contentType = OG_CONTENT_TYPE;
export const alt = "An open position at Lexor";

export async function generateStaticParams() {
  return (await getOpenRoles()).map(({ departmentId, slug }) => ({ deptId: departmentId, roleSlug: slug }));
}

export default async function Image({ params }: { params: Promise<{ deptId: string; roleSlug: string }> }) {
  const { deptId, roleSlug } = await params;
  const department = await getDepartment(deptId);
  const role = department?.isActive ? findRoleBySlug(department, roleSlug) : undefined;
  if (!department || !role) notFound();
  return renderOgCard({
    eyebrow: `Careers · ${department.title}`,
    title: role.role,
    detail: department.workArrangement.join(" or "),
  });
}
