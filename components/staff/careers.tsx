import { primaryAction, textLink } from "@/components/ui/button";
import { compactLabelClass, describedBy, FieldError } from "@/components/ui/field";
import { cardSurface } from "@/components/ui/surfaces";
import type { RoleForm, StaffDepartment } from "@/lib/features/careers/department-edits";
import { EMPLOYMENT_TYPES, ROLE_ARRANGEMENT_FIELDS, ROLE_ARRANGEMENTS, roleKey, SALARY_UNITS } from "@/lib/primitives/domain/department";
import { Choice, type Fields, TextField } from "./career-fields";

export const ROLE_DONE: Record<string, string> = {
  open: "Saved: the role is open, on the careers pages and in the sitemap.",
  closed: "Saved: the role is closed. It is off the careers pages and the sitemap, and its address answers that it is gone (410).",
};

const rolePageAddress = (key: string) => `/staff/roles/${encodeURIComponent(key)}`;

export function RoleList({ departments }: { departments: StaffDepartment[] }) {
  return (
    <div className="grid gap-8">
      <p>
        <a href="/staff/roles/new" className={primaryAction}>
          New role
        </a>
      </p>
      {departments.map(({ department, roles }) => (
        <section key={department.id} aria-labelledby={`department-${department.id}`} className="grid gap-3">
          <h2 id={`department-${department.id}`} className="text-lg font-semibold">
            {`${department.title} (${department.isActive ? "hiring" : "not hiring"})`}
          </h2>
          <p>
            <a href={`/staff/departments/${encodeURIComponent(department.id)}`} className={textLink}>{`Edit the ${department.title} department`}</a>
          </p>
          {roles.length === 0 ? (
            <p className="text-muted">No roles.</p>
          ) : (
            <ul className="grid gap-2">
              {roles.map((role) => (
                <li key={role.slug} className="flex flex-wrap gap-x-4">
                  <a href={rolePageAddress(roleKey(department.id, role.slug))} className={textLink}>
                    {role.name}
                  </a>
                  <span className="text-muted">{`${role.open === false ? "Closed" : "Open"} · /apply/${department.id}/${role.slug}`}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}

const EMPLOYMENT_TEXT: Record<string, string> = {
  FULL_TIME: "Full time",
  PART_TIME: "Part time",
  CONTRACTOR: "Contract",
  TEMPORARY: "Temporary",
  INTERN: "Internship",
};
const UNIT_TEXT: Record<string, string> = { HOUR: "an hour", DAY: "a day", WEEK: "a week", MONTH: "a month", YEAR: "a year" };

export function RoleEditor({ form, fields, departments }: { form: RoleForm; fields: Fields; departments: Array<{ id: string; title: string }> | null }) {
  const common = { prefix: "role", fields };
  return (
    <form method="post" action="/api/staff/roles" className={`${cardSurface} grid gap-4 p-4`} aria-label="Role">
      <input type="hidden" name="key" value={form.key} />
      <input type="hidden" name="version" value={form.version} />
      {departments ? (
        <Choice
          {...common}
          name="department"
          text="Department"
          value={form.department}
          options={departments.map(({ id, title }) => ({ value: id, text: title }))}
        />
      ) : (
        <input type="hidden" name="department" value={form.department} />
      )}
      {fields.body && <p className="font-semibold text-danger">{fields.body}</p>}
      <TextField {...common} name="name" text="Title" value={form.name} required />
      <TextField
        {...common}
        name="slug"
        text="Slug"
        value={form.slug}
        required
        hint="The address, /apply/{department}/{slug}: lower-case words joined by dashes. Changing it keeps the old address as a redirect."
      />
      <Choice
        {...common}
        name="status"
        text="Status"
        value={form.status}
        options={[
          { value: "open", text: "Open: on the careers pages" },
          { value: "closed", text: "Closed: off the site, its address answers 410" },
        ]}
      />
      <Choice
        {...common}
        name="employmentType"
        text="Employment type"
        value={form.employmentType}
        options={EMPLOYMENT_TYPES.map((type) => ({ value: type, text: EMPLOYMENT_TEXT[type] ?? type }))}
      />
      <fieldset aria-describedby={describedBy("role-work-hint", Boolean(fields.workArrangement) && "role-work-problem")}>
        <legend className={compactLabelClass}>Work style</legend>
        <p id="role-work-hint" className="mb-1 text-sm text-muted">
          None ticked: as the department says.
        </p>
        <div className="flex flex-wrap gap-4">
          {ROLE_ARRANGEMENTS.map((place) => (
            <label key={place} className="flex min-h-11 items-center gap-2">
              <input type="checkbox" name={ROLE_ARRANGEMENT_FIELDS[place]} defaultChecked={form[ROLE_ARRANGEMENT_FIELDS[place]] === "on"} className="size-5" />
              {place}
            </label>
          ))}
        </div>
        <FieldError id="role-work-problem" message={fields.workArrangement} />
      </fieldset>
      <TextField
        {...common}
        name="applicantCountries"
        text="Location: countries a remote applicant may live in"
        value={form.applicantCountries}
        hint="Two-letter codes separated by commas, such as GB, IE. Empty: the site's list."
      />
      <fieldset className="grid gap-4 sm:grid-cols-4">
        <legend className={compactLabelClass}>Salary (leave all empty for none)</legend>
        <TextField {...common} name="salaryMin" text="From" value={form.salaryMin} />
        <TextField {...common} name="salaryMax" text="To" value={form.salaryMax} />
        <TextField {...common} name="salaryCurrency" text="Currency" value={form.salaryCurrency} hint="Such as GBP or EUR." />
        <Choice
          {...common}
          name="salaryUnit"
          text="Per"
          value={form.salaryUnit}
          options={SALARY_UNITS.map((unit) => ({ value: unit, text: UNIT_TEXT[unit] ?? unit }))}
        />
      </fieldset>
      <TextField
        {...common}
        name="postedAt"
        text="Posted"
        value={form.postedAt}
        hint="A date and time with its zone, such as 2026-03-02T09:00:00Z. Empty on a new role: now."
      />
      <TextField {...common} name="closesAt" text="Applications close" value={form.closesAt} hint="Optional, the same format. Empty: open until closed here." />
      <div>
        <button type="submit" className={primaryAction}>
          Save role
        </button>
      </div>
    </form>
  );
}
