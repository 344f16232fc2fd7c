import type { Metadata } from "next";
import { DEPARTMENT_NOT_FOUND, DepartmentNotFound } from "@/components/careers/careers-not-found";
import { DepartmentView } from "@/components/careers/department-view";
import { PAGES } from "@/lib/services/seo/static-routes";
import { Breadcrumbs } from "@/components/chrome/breadcrumbs";
import { RenderedNotFound } from "@/components/feedback/rendered-not-found";
import { departmentMetadata } from "@/lib/features/careers/metadata";
import { getDepartment, getDepartments } from "@/lib/features/careers/reads";
import { notFoundMetadata } from "@/lib/services/seo/metadata";
import { jobApplicantCountries } from "@/lib/primitives/site-settings";

export const revalidate = 3600;

type Params = Promise<{ deptId: string }>;

export async function generateStaticParams() {
  return (await getDepartments()).map((department) => ({ deptId: department.id }));
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const department = await getDepartment((await params).deptId);
  return department ? departmentMetadata(department) : notFoundMetadata(DEPARTMENT_NOT_FOUND);
}

export default async function DepartmentPage({ params }: { params: Params }) {
  const department = await getDepartment((await params).deptId);
  if (!department) {
    return (
      <RenderedNotFound>
        <DepartmentNotFound />
      </RenderedNotFound>
    );
  }
  return (
    <>
      <Breadcrumbs trail={[PAGES.careers, { title: department.title, path: `/careers/${department.id}` }]} />
      <DepartmentView department={department} applicantCountries={jobApplicantCountries()} />
    </>
  );
}
