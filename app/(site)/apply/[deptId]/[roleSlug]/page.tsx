import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { permanentRedirect } from "next/navigation";
import { salaryBands } from "@/content/careers";
import { ApplyJumpLink } from "@/components/careers/apply-jump-link";
import { ApplySection } from "@/components/careers/apply-section";
import { POSITION_NOT_FOUND, PositionNotFound } from "@/components/careers/careers-not-found";
import { DepartmentDetails } from "@/components/careers/department-details";
import { DepartmentFacts } from "@/components/careers/department-facts";
import { JobPostingJsonLd } from "@/components/careers/job-posting-json-ld";
import { RenderedNotFound } from "@/components/feedback/rendered-not-found";
import { PostingDates } from "@/components/careers/posting-dates";
import { WorkLocation } from "@/components/careers/work-location";
import { roleDescription } from "@/lib/careers/copy";
import { buildJobPosting, postingDates } from "@/lib/careers/job-posting";
import { resolveRoleSlug, rolePath } from "@/lib/careers/role-slug";
import { jobApplicantCountries, siteUrl } from "@/lib/site-settings";
import { getDepartment, getOpenRoles } from "@/lib/data/careers";
import { notFoundMetadata, pageMetadata } from "@/lib/seo/metadata";
import { container } from "@/components/ui/surfaces";

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
  const { department, role } = found;
  const salary = salaryBands[department.id];
  const applicantCountries = jobApplicantCountries();
  const posting = buildJobPosting({ department, role, salary, siteUrl: siteUrl(), applicantCountries });
  const dates = postingDates(department, role.role);

  return (
    <div className={`${container} pt-12 pb-24`}>
      {posting && <JobPostingJsonLd posting={posting} />}
      <Link
        href={`/careers/${encodeURIComponent(department.id)}`}
        className="inline-flex items-center gap-2 text-muted transition-colors hover:text-fg"
      >
        <span aria-hidden="true">←</span> All {department.title} positions
      </Link>
      <p className="mt-8 text-sm font-semibold tracking-widest text-accent uppercase">{department.title}</p>
      <h1 className="mt-3 text-4xl font-semibold tracking-tight sm:text-5xl">{role.role}</h1>
      {dates && <PostingDates dates={dates} />}
      <ApplyJumpLink />
      <p className="mt-6 max-w-3xl text-lg text-muted">{department.description}</p>
      <DepartmentFacts department={department} salary={salary} />
      <WorkLocation department={department} applicantCountries={applicantCountries} />

      <div className="mt-14 grid gap-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)]">
        <DepartmentDetails department={department} />
        <div>
          <ApplySection department={department} initialRole={role.role} />
        </div>
      </div>
    </div>
  );
}
