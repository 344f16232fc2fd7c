import { ApplyJumpLink } from "@/components/careers/apply-jump-link";
import { ApplySection } from "@/components/careers/apply-section";
import { DepartmentDetails } from "@/components/careers/department-details";
import { DepartmentFacts } from "@/components/careers/department-facts";
import { RoleLinks } from "@/components/careers/role-links";
import { WorkLocation } from "@/components/careers/work-location";
import { Link } from "@/components/ui/link";
import { container } from "@/components/ui/surfaces";
import { careersCopy } from "@/content/careers";
import type { Department } from "@/lib/primitives/domain/department";
import { eyebrowClass, pageTitleClass } from "@/components/ui/type-styles";

export function DepartmentView({ department, applicantCountries }: { department: Department; applicantCountries: readonly string[] }) {
  return (
    <div className={`${container} pt-12 pb-24`}>
      <Link href="/careers" className="inline-flex items-center gap-2 text-muted transition-colors hover:text-fg">
        <span aria-hidden="true">←</span> Back to Careers
      </Link>
      <p className={`mt-8 ${eyebrowClass}`}>Careers</p>
      <h1 className={`mt-3 ${pageTitleClass}`}>{department.title}</h1>
      {department.isActive && <ApplyJumpLink />}
      <p className="mt-6 max-w-3xl text-lg text-muted">{department.description}</p>
      <DepartmentFacts department={department} />
      <WorkLocation where={department} applicantCountries={applicantCountries} />

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
          <section aria-labelledby="not-hiring-heading" className="mt-10 max-w-3xl rounded-2xl border border-dashed border-line bg-surface p-8">
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
  );
}
