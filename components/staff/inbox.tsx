import { compactLabelClass, controlClass } from "@/components/ui/field";
import Link from "next/link";
import { primaryAction, secondaryAction, textLink } from "@/components/ui/button";
import { cardSurface } from "@/components/ui/surfaces";
import { STAGE_LABELS, STAGES } from "@/lib/features/staff/stages";
import type { inboxView } from "@/lib/features/staff/views";
import { dateTime } from "@/components/staff/date-time";

type View = Awaited<ReturnType<typeof inboxView>>;

function FilterSelect({
  name,
  label: text,
  all,
  value,
  options,
}: {
  name: string;
  label: string;
  all: string;
  value?: string;
  options: Array<[string, string]>;
}) {
  return (
    <div>
      <label htmlFor={`filter-${name}`} className={compactLabelClass}>
        {text}
      </label>
      <select id={`filter-${name}`} name={name} defaultValue={value ?? ""} className={controlClass}>
        <option value="">{all}</option>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </div>
  );
}

export function InboxFilters({ filter, departments }: Pick<View, "filter" | "departments">) {
  const roles = [...new Set(departments.filter((d) => !filter.department || d.id === filter.department).flatMap((d) => d.roles))].sort();
  return (
    <form
      method="post"
      action="/api/staff/inbox-filter"
      className={`${cardSurface} mb-6 grid gap-4 p-4 sm:grid-cols-2 lg:grid-cols-5`}
      aria-label="Filter applications"
    >
      <FilterSelect name="department" label="Department" all="All departments" value={filter.department} options={departments.map((d) => [d.id, d.title])} />
      <FilterSelect name="role" label="Role" all="All roles" value={filter.role} options={roles.map((role) => [role, role])} />
      <FilterSelect name="stage" label="Stage" all="All stages" value={filter.stage} options={STAGES.map((stage) => [stage, STAGE_LABELS[stage]])} />
      <div>
        <label htmlFor="filter-q" className={compactLabelClass}>
          Name or email
        </label>
        <input id="filter-q" name="q" type="search" maxLength={200} autoComplete="off" defaultValue={filter.q ?? ""} className={controlClass} />
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <button type="submit" className={primaryAction}>
          Show applications
        </button>
        <button type="submit" name="clear" value="1" className={secondaryAction}>
          Clear filters
        </button>
      </div>
    </form>
  );
}

/** The list as shown, to a spreadsheet: the filter is posted again, so no search lands in an address. */
export function InboxExport({ filter }: Pick<View, "filter">) {
  return (
    <form method="post" action="/api/staff/applications/export" className="mb-6" aria-label="Export applications">
      {Object.entries(filter).map(([name, value]) => value && <input key={name} type="hidden" name={name} value={value} />)}
      <button type="submit" className={secondaryAction}>
        Download these applications (CSV)
      </button>
    </form>
  );
}

export function InboxTable({ page, departments }: View) {
  const titles = new Map(departments.map((d) => [d.id, d.title]));
  if (page.rows.length === 0) return <p role="status">No applications match.</p>;
  return (
    <>
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">Applications, newest first</caption>
          <thead>
            <tr className="border-b border-line">
              <th scope="col" className="py-2 pr-4">
                Applicant
              </th>
              <th scope="col" className="py-2 pr-4">
                Role
              </th>
              <th scope="col" className="py-2 pr-4">
                Department
              </th>
              <th scope="col" className="py-2 pr-4">
                Stage
              </th>
              <th scope="col" className="py-2">
                Received (UTC)
              </th>
            </tr>
          </thead>
          <tbody>
            {page.rows.map((row) => (
              <tr key={row.id} className="border-b border-line">
                <td className="py-2 pr-4">
                  <Link href={`/staff/applications/${row.id}`} prefetch={false} className={textLink}>
                    {row.name}
                  </Link>
                  <div className="text-muted">{row.email}</div>
                </td>
                <td className="py-2 pr-4">{row.role}</td>
                <td className="py-2 pr-4">{titles.get(row.departmentId) ?? row.departmentId}</td>
                <td className="py-2 pr-4">{STAGE_LABELS[row.stage]}</td>
                <td className="py-2">{dateTime.format(new Date(row.submittedAt))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {page.next && (
        <p className="mt-4">
          <Link href={`/staff?after=${page.next}`} prefetch={false} className={textLink}>
            Older applications
          </Link>
        </p>
      )}
    </>
  );
}
