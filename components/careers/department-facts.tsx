import { employmentTypeText, type RoleFacts, salaryText } from "@/lib/features/careers/role-facts";
import type { Department } from "@/lib/primitives/domain/department";

export function DepartmentFacts({ department, role }: { department: Department; role?: RoleFacts }) {
  const arrangements = role?.workArrangement ?? department.workArrangement;
  return (
    <dl className="mt-8 grid gap-4 sm:grid-cols-3">
      <div className="rounded-xl border border-line bg-surface p-4">
        <dt className="text-sm text-muted">Work arrangement</dt>
        <dd className="mt-2 flex flex-wrap gap-2">
          {arrangements.map((arrangement) => (
            <span key={arrangement} className="rounded-full bg-surface-raised px-3 py-1 text-sm font-medium">
              {arrangement}
            </span>
          ))}
        </dd>
      </div>
      {role && (
        <div className="rounded-xl border border-line bg-surface p-4">
          <dt className="text-sm text-muted">Employment type</dt>
          <dd className="mt-2 font-medium">{employmentTypeText(role.employmentType)}</dd>
        </div>
      )}
      {department.experience && (
        <div className="rounded-xl border border-line bg-surface p-4">
          <dt className="text-sm text-muted">Experience</dt>
          <dd className="mt-2 font-medium">{department.experience}</dd>
        </div>
      )}
      {role?.salary && (
        <div className="rounded-xl border border-line bg-surface p-4">
          <dt className="text-sm text-muted">Base salary</dt>
          <dd className="mt-2 font-medium">{salaryText(role.salary)}</dd>
        </div>
      )}
    </dl>
  );
}
