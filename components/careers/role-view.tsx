import { ApplyJumpLink } from "@/components/careers/apply-jump-link";
import { ApplySection } from "@/components/careers/apply-section";
import { DepartmentDetails } from "@/components/careers/department-details";
import { DepartmentFacts } from "@/components/careers/department-facts";
import { JobPostingJsonLd } from "@/components/careers/job-posting-json-ld";
import { PostingDates } from "@/components/careers/posting-dates";
import { WorkLocation } from "@/components/careers/work-location";
import { Link } from "@/components/ui/link";
import { container } from "@/components/ui/surfaces";
import { buildJobPosting, postingDates } from "@/lib/features/careers/job-posting";
import { roleFacts } from "@/lib/features/careers/role-facts";
import type { RoleLink } from "@/lib/features/careers/role-slug";
import type { Department } from "@/lib/primitives/domain/department";
import { eyebrowClass, pageTitleClass } from "@/components/ui/type-styles";

export function RoleView({
  department,
  role,
  siteUrl,
  applicantCountries,
}: {
  department: Department;
  role: RoleLink;
  siteUrl: string;
  applicantCountries: readonly string[];
}) {
  const facts = roleFacts(department, role.role, applicantCountries);
  const posting = buildJobPosting({ department, role, siteUrl, applicantCountries });
  const dates = postingDates(department, role.role);
  return (
    <div className={`${container} pt-12 pb-24`}>
      {posting && <JobPostingJsonLd posting={posting} />}
      <Link href={`/careers/${encodeURIComponent(department.id)}`} className="inline-flex items-center gap-2 text-muted transition-colors hover:text-fg">
        <span aria-hidden="true">←</span> All {department.title} positions
      </Link>
      <p className={`mt-8 ${eyebrowClass}`}>{department.title}</p>
      <h1 className={`mt-3 ${pageTitleClass}`}>{role.role}</h1>
      {dates && <PostingDates dates={dates} />}
      <ApplyJumpLink />
      <p className="mt-6 max-w-3xl text-lg text-muted">{department.description}</p>
      <DepartmentFacts department={department} role={facts} />
      <WorkLocation where={facts} applicantCountries={facts.applicantCountries} />

      <div className="mt-14 grid gap-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)]">
        <DepartmentDetails department={department} />
        <div>
          <ApplySection department={department} initialRole={role.role} />
        </div>
      </div>
    </div>
  );
}
