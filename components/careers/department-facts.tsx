import type { SalaryBand } from "@/content/careers";
import type { Department } from "@/lib/domain/department";

function salaryText({ currency, min, max }: SalaryBand): string {
  const format = new Intl.NumberFormat("en-GB", { style: "currency", currency, maximumFractionDigits: 0 });
  return `${format.format(min)} – ${format.format(max)} a year`;
}

/** Work arrangement, experience and salary band: the facts a candidate checks first. */
export function DepartmentFacts({ department, salary }: { department: Department; salary?: SalaryBand }) {
  return (
    <dl className="mt-8 grid gap-4 sm:grid-cols-3">
      <div className="rounded-xl border border-line bg-surface p-4">
        <dt className="text-sm text-muted">Work arrangement</dt>
        <dd className="mt-2 flex flex-wrap gap-2">
          {department.workArrangement.map((arrangement) => (
            <span key={arrangement} className="rounded-full bg-surface-raised px-3 py-1 text-sm font-medium">
              {arrangement}
            </span>
          ))}
        </dd>
      </div>
      {department.experience && (
        <div className="rounded-xl border border-line bg-surface p-4">
          <dt className="text-sm text-muted">Experience</dt>
          <dd className="mt-2 font-medium">{department.experience}</dd>
        </div>
      )}
      {salary && (
        <div className="rounded-xl border border-line bg-surface p-4">
          <dt className="text-sm text-muted">Base salary</dt>
          <dd className="mt-2 font-medium">{salaryText(salary)}</dd>
        </div>
      )}
    </dl>
  );
}
