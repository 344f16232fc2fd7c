import type { Metadata } from "next";
import { POSITION_NOT_FOUND, PositionNotFound } from "@/components/careers/careers-not-found";
import { RoleView } from "@/components/careers/role-view";
import { RenderedNotFound } from "@/components/feedback/rendered-not-found";
import { roleMetadata } from "@/lib/features/careers/metadata";
import { openRole } from "@/lib/features/careers/open-role";
import { getOpenRoles } from "@/lib/features/careers/reads";
import { notFoundMetadata } from "@/lib/services/seo/metadata";
import { jobApplicantCountries, siteUrl } from "@/lib/primitives/site-settings";

export const revalidate = 3600;

type Params = Promise<{ deptId: string; roleSlug: string }>;

export async function generateStaticParams() {
  return (await getOpenRoles()).map(({ departmentId, slug }) => ({ deptId: departmentId, roleSlug: slug }));
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { deptId, roleSlug } = await params;
  const found = await openRole(deptId, roleSlug);
  return found ? roleMetadata(found.department, found.role) : notFoundMetadata(POSITION_NOT_FOUND);
}

export default async function ApplyRolePage({ params }: { params: Params }) {
  const { deptId, roleSlug } = await params;
  const found = await openRole(deptId, roleSlug);
  if (!found) {
    return (
      <RenderedNotFound>
        <PositionNotFound />
      </RenderedNotFound>
    );
  }
  return <RoleView department={found.department} role={found.role} siteUrl={siteUrl()} applicantCountries={jobApplicantCountries()} />;
}
