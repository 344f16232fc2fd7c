import type { Metadata } from "next";
import { permanentRedirect } from "next/navigation";
import { POSITION_NOT_FOUND, PositionNotFound } from "@/components/careers/careers-not-found";
import { RoleView } from "@/components/careers/role-view";
import { RenderedNotFound } from "@/components/feedback/rendered-not-found";
import { roleDescription } from "@/lib/careers/copy";
import { resolveRoleSlug, rolePath } from "@/lib/careers/role-slug";
import { jobApplicantCountries, siteUrl } from "@/lib/site-settings";
import { getDepartment, getOpenRoles } from "@/lib/data/careers";
import { notFoundMetadata, pageMetadata } from "@/lib/seo/metadata";

export const revalidate = 3600;

type Params = Promise<{ deptId: string; roleSlug: string }>;

export async function generateStaticParams() {
  return (await getOpenRoles()).map(({ departmentId, slug }) => ({ deptId: departmentId, roleSlug: slug }));
}

/**
 * The open role a page is for: its department must exist and be hiring, and list the role. A slug
 * the role had before answers a permanent redirect (308) to its current address.
 */
async function openRole(params: Params) {
  const { deptId, roleSlug } = await params;
  const department = await getDepartment(deptId);
  const found = department?.isActive ? resolveRoleSlug(department, roleSlug) : null;
  if (!department || !found) return null;
  if ("movedTo" in found) permanentRedirect(rolePath(department.id, found.movedTo.slug));
  return { department, role: found.role };
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const found = await openRole(params);
  if (!found) return notFoundMetadata(POSITION_NOT_FOUND);
  const { department, role } = found;
  return pageMetadata({
    title: `${role.role}, ${department.title}`,
    description: roleDescription(department, role.role),
    path: rolePath(department.id, role.slug),
    hasImageFile: true,
  });
}

export default async function ApplyRolePage({ params }: { params: Params }) {
  const found = await openRole(params);
  if (!found) {
    return (
      <RenderedNotFound>
        <PositionNotFound />
      </RenderedNotFound>
    );
  }
  return <RoleView department={found.department} role={found.role} siteUrl={siteUrl()} applicantCountries={jobApplicantCountries()} />;
}
