import type { Metadata } from "next";
import { DEPARTMENT_NOT_FOUND, DepartmentNotFound } from "@/components/careers/careers-not-found";
import { DepartmentView } from "@/components/careers/department-view";
import { PAGES } from "@/lib/seo/static-routes";
import { Breadcrumbs } from "@/components/chrome/breadcrumbs";
import { RenderedNotFound } from "@/components/feedback/rendered-not-found";
import { departmentMetadata } from "@/lib/careers/metadata";
import { getDepartment, getDepartments } from "@/lib/data/careers";
import { notFoundMetadata } from "@/lib/seo/metadata";
import { jobApplicantCountries } from "@/lib/site-settings";

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
