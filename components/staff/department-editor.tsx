import { primaryAction } from "@/components/ui/button";
import { compactLabelClass, controlClass, FieldError } from "@/components/ui/field";
import { cardSurface } from "@/components/ui/surfaces";
import type { DepartmentForm } from "@/lib/features/careers/department-edits";
import { type Fields, TextField } from "./career-fields";

export const DEPARTMENT_DONE: Record<string, string> = {
  save: "Saved.",
  restored: "Restored: the revision you chose is the department and its roles again, recorded as a new revision.",
};

export function DepartmentEditor({ form, fields }: { form: DepartmentForm; fields: Fields }) {
  const common = { prefix: "department", fields };
  return (
    <form method="post" action="/api/staff/departments" className={`${cardSurface} grid gap-4 p-4`} aria-label="Department">
      <input type="hidden" name="id" value={form.id} />
      <input type="hidden" name="version" value={form.version} />
      {fields.body && <p className="font-semibold text-danger">{fields.body}</p>}
      <TextField {...common} name="title" text="Name" value={form.title} required />
      <TextField
        {...common}
        name="hiringEmail"
        text="Hiring email"
        type="email"
        value={form.hiringEmail}
        hint="Who hears about this department's applications. Empty: the careers team's address."
      />
      <div>
        <label htmlFor="department-description" className={compactLabelClass}>
          Description
        </label>
        <textarea
          id="department-description"
          name="description"
          defaultValue={form.description}
          rows={6}
          aria-invalid={fields.description ? true : undefined}
          aria-describedby={fields.description ? "department-description-problem" : undefined}
          className={controlClass}
        />
        <FieldError id="department-description-problem" message={fields.description} />
      </div>
      <label className="flex min-h-11 items-center gap-2">
        <input type="checkbox" name="isActive" defaultChecked={form.isActive === "on"} className="size-5" />
        Hiring now (unticked: shown as not hiring, with no roles or form)
      </label>
      <div>
        <button type="submit" className={primaryAction}>
          Save department
        </button>
      </div>
    </form>
  );
}
