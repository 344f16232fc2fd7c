import {
  type DepartmentForm,
  departmentFormSchema,
  type FileRole,
  listStaffDepartments,
  type RoleForm,
  roleFormSchema,
  staffDepartment,
  staffRole,
} from "@/lib/features/careers/department-edits";
import { keptSubmission, NEW_VERSION, refreshStateFor } from "@/lib/features/content/edits";
import { ROLE_ARRANGEMENT_FIELDS, ROLE_ARRANGEMENTS, roleKey } from "@/lib/primitives/domain/department";
import type { Staff } from "./access";
import { contentEditContext } from "./content-context";

export const rolesPageView = async () => listStaffDepartments(await contentEditContext());

function roleFormOf(departmentId: string, version: string, role: FileRole | null): RoleForm {
  const places = Object.fromEntries(ROLE_ARRANGEMENTS.map((place) => [ROLE_ARRANGEMENT_FIELDS[place], role?.workArrangement?.includes(place) ? "on" : ""]));
  return {
    key: role ? roleKey(departmentId, role.slug) : "",
    department: departmentId,
    version,
    name: role?.name ?? "",
    slug: role?.slug ?? "",
    status: role?.open === false ? "closed" : "open",
    employmentType: role?.employmentType ?? "FULL_TIME",
    workOffice: "",
    workHybrid: "",
    workRemote: "",
    ...places,
    applicantCountries: role?.applicantCountries?.join(", ") ?? "",
    salaryMin: role?.salary ? String(role.salary.min) : "",
    salaryMax: role?.salary ? String(role.salary.max) : "",
    salaryCurrency: role?.salary?.currency ?? "",
    salaryUnit: role?.salary?.unit ?? "YEAR",
    postedAt: role?.postedAt ?? "",
    closesAt: role?.closesAt ?? "",
  };
}

/** The role as stored, or as last sent when that send saved nothing; null for a role that does not exist. */
export async function roleEditorView(key: string | null, staff: Staff, showKept: boolean) {
  const deps = await contentEditContext();
  const stored = key === null ? null : await staffRole(key, deps);
  if (key !== null && !stored) return null;
  const kept = showKept ? await keptSubmission(staff.email, roleFormSchema, (form) => form.key === (key ?? ""), deps) : null;
  const departments = (await listStaffDepartments(deps)).map(({ department }) => ({ id: department.id, title: department.title }));
  const form = stored ? roleFormOf(stored.department.id, stored.version, stored.role) : roleFormOf(departments[0]?.id ?? "", NEW_VERSION, null);
  return {
    stored,
    kept,
    departments,
    form: kept?.form ?? form,
    refresh: stored ? await refreshStateFor("departments", stored.department.id, deps.store) : null,
  };
}

export async function departmentEditorView(id: string, staff: Staff, showKept: boolean) {
  const deps = await contentEditContext();
  const stored = await staffDepartment(id, deps);
  if (!stored) return null;
  const kept = showKept ? await keptSubmission(staff.email, departmentFormSchema, (form) => form.id === id, deps) : null;
  const { department } = stored;
  const form: DepartmentForm = {
    id: department.id,
    version: stored.version,
    title: department.title,
    description: department.description,
    hiringEmail: department.hiringEmail ?? "",
    isActive: department.isActive ? "on" : "",
  };
  return { stored, kept, form: kept?.form ?? form, refresh: await refreshStateFor("departments", id, deps.store) };
}
