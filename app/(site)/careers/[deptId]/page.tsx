import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { careersCopy, salaryBands } from "@/content/careers";
import { ApplyJumpLink } from "@/components/careers/apply-jump-link";
import { ApplySection } from "@/components/careers/apply-section";
import { DEPARTMENT_NOT_FOUND, DepartmentNotFound } from "@/components/careers/careers-not-found";
import { DepartmentDetails } from "@/components/careers/department-details";
import { DepartmentFacts } from "@/components/careers/department-facts";
import { RoleLinks } from "@/components/careers/role-links";
import { WorkLocation } from "@/components/careers/work-location";
import { SECTION_CRUMBS } from "@/components/chrome/breadcrumb-trail";
import { Breadcrumbs } from "@/components/chrome/breadcrumbs";
import { RenderedNotFound } from "@/components/feedback/rendered-not-found";
import { jobApplicantCountries } from "@/lib/site-settings";
import { getDepartment, getDepartments } from "@/lib/data/careers";
import { notFoundMetadata, pageMetadata } from "@/lib/seo/metadata";
import { container } from "@/components/ui/surfaces";

export const revalidate = 3600;

type Params = Promise<{ deptId: string }>;

export async function generateStaticParams() {
  return (await getDepartments()).map((department) => ({ deptId: department.id }));
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { deptId } = await params;
  const department = await getDepartment(deptId);
  if (!department) return notFoundMetadata(DEPARTMENT_NOT_FOUND);
  const roles = department.isActive ? department.roles.length : 0;
  return pageMetadata({
    title: `${department.title} careers: ${roles === 1 ? "1 open position" : `${roles} open positions`}`,
    description: department.description,
    path: `/careers/${department.id}`,
  });
}

export default async function DepartmentPage({ params }: { params: Params }) {
  const { deptId } = await params;
  const department = await getDepartment(deptId);
  if (!department) {
    return (
      <RenderedNotFound>
        <DepartmentNotFound />
      </RenderedNotFound>
    );
  }

  return (
    <>
      <Breadcrumbs trail={[SECTION_CRUMBS.careers, { title: department.title, path: `/careers/${department.id}` }]} />
      <div className={`${container} pt-12 pb-24`}>
        <Link href="/careers" className="inline-flex items-center gap-2 text-muted transition-colors hover:text-fg">
          <span aria-hidden="true">←</span> Back to Careers
        </Link>
        <p className="mt-8 text-sm font-semibold tracking-widest text-accent uppercase">Careers</p>
        <h1 className="mt-3 text-4xl font-semibold tracking-tight sm:text-5xl">{department.title}</h1>
        {department.isActive && <ApplyJumpLink />}
        <p className="mt-6 max-w-3xl text-lg text-muted">{department.description}</p>
        <DepartmentFacts department={department} salary={department.isActive ? salaryBands[department.id] : undefined} />
        <WorkLocation department={department} applicantCountries={jobApplicantCountries()} />

        {department.isActive ? (
          <div className="mt-14 grid gap-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)]">
            <div className="space-y-10">
              <RoleLinks department={department} />
              <DepartmentDetails department={department} />
            </div>
            <div>
              <ApplySection department={department} />
            </div>
          </div>
        ) : (
          <>
            <section
              aria-labelledby="not-hiring-heading"
              className="mt-10 max-w-3xl rounded-2xl border border-dashed border-line bg-surface p-8"
            >
              <h2 id="not-hiring-heading" className="text-2xl font-semibold">
                {careersCopy.notHiring}
              </h2>
              <p className="mt-2 text-muted">
                The {department.title} team has no open positions at the moment. {careersCopy.emptyText}
              </p>
              <Link href="/careers" className="mt-6 inline-block font-semibold text-accent underline underline-offset-4">
                See all open positions
              </Link>
            </section>
            <div className="mt-14 max-w-3xl">
              <DepartmentDetails department={department} />
            </div>
          </>
        )}
      </div>
    </>
  );
}
