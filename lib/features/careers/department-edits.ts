import "server-only";
import { rolesWithSlugs } from "@/lib/features/careers/role-slug";
import { departmentEntry } from "@/lib/features/content/departments";
import { type ContentEditDependencies, documentVersion, NEW_VERSION, oneAtATime, refuse, storeEdit } from "@/lib/features/content/edits";
import { getDepartment, listDepartments } from "@/lib/features/content/records";
import { COLLECTIONS } from "@/lib/services/collections";
import { type Department, departmentFileSchema, ROLE_ARRANGEMENT_FIELDS, ROLE_ARRANGEMENTS, roleKey } from "@/lib/primitives/domain/department";
import { DOCUMENT_ID_PATTERN } from "@/lib/primitives/domain/file-fields";
import { z } from "@/lib/primitives/zod";
import { INVALID_FIELDS } from "@/lib/primitives/domain/field-errors";

type DepartmentInput = z.input<typeof departmentFileSchema>;
export type FileRole = NonNullable<DepartmentInput["roles"]>[number];

const INVALID = `${INVALID_FIELDS} Nothing was saved.`;
const STALE =
  "Someone else saved this department (or one of its roles) after you opened it. Nothing was saved: your changes are below; copy what you need, reload the page and apply them again.";

function parseRoleKey(key: string): { departmentId: string; slug: string } | null {
  const [departmentId = "", slug = "", ...rest] = key.split(".");
  return rest.length === 0 && DOCUMENT_ID_PATTERN.test(departmentId) && slug ? { departmentId, slug } : null;
}

/** The stored department as its content file would say it, so a browser save validates and writes as content:push does. */
export function departmentFileOf(stored: Department): DepartmentInput & { roles: FileRole[] } {
  const formerOf = (slug: string) =>
    Object.entries(stored.formerRoleSlugs)
      .filter(([, current]) => current === slug)
      .map(([former]) => former);
  const open = rolesWithSlugs(stored).map(({ role, slug }): FileRole => {
    const posting = stored.postings[role] ?? {};
    return {
      name: role,
      slug,
      formerSlugs: formerOf(slug),
      open: true,
      // A role without its own date is dated by the department's last change; kept, so this save does not move it.
      postedAt: posting.postedAt ?? stored.updatedAt,
      closesAt: posting.closesAt,
      employmentType: posting.employmentType ?? "FULL_TIME",
      workArrangement: posting.workArrangement,
      applicantCountries: posting.applicantCountries,
      salary: posting.salary,
    };
  });
  const closed = stored.closedRoles.map((role): FileRole => ({ ...role, open: false, employmentType: role.employmentType ?? "FULL_TIME" }));
  return {
    title: stored.title,
    description: stored.description,
    isActive: stored.isActive,
    roles: [...open, ...closed],
    techStack: stored.techStack,
    experience: stored.experience,
    keyResponsibilities: stored.keyResponsibilities,
    benefits: stored.benefits,
    workArrangement: stored.workArrangement,
    requirements: stored.requirements,
    hiringEmail: stored.hiringEmail,
  };
}

export interface StaffDepartment {
  department: Department;
  version: string;
  roles: FileRole[];
}

export async function listStaffDepartments({ store }: ContentEditDependencies): Promise<StaffDepartment[]> {
  const stored = await store.list(COLLECTIONS.departments);
  const versions = new Map(stored.map(({ id, data }) => [id, documentVersion(data)]));
  return (await listDepartments(store)).map((department) => ({
    department,
    version: versions.get(department.id) ?? NEW_VERSION,
    roles: departmentFileOf(department).roles,
  }));
}

export async function staffDepartment(id: string, { store }: ContentEditDependencies): Promise<StaffDepartment | null> {
  if (!DOCUMENT_ID_PATTERN.test(id)) return null;
  const data = await store.get(COLLECTIONS.departments, id);
  const department = data && (await getDepartment(store, id));
  return department ? { department, version: documentVersion(data), roles: departmentFileOf(department).roles } : null;
}

export async function staffRole(key: string, deps: ContentEditDependencies): Promise<(StaffDepartment & { role: FileRole }) | null> {
  const parsed = parseRoleKey(key);
  const stored = parsed && (await staffDepartment(parsed.departmentId, deps));
  const role = stored?.roles.find((candidate) => candidate.slug === parsed?.slug);
  return stored && role ? { ...stored, role } : null;
}

export const ROLE_STATUSES = ["open", "closed"] as const;

const text = (max: number) => z.string().max(max).default("");

export const roleFormSchema = z.strictObject({
  key: text(300),
  department: z.string().max(150),
  version: z.string().min(1).max(64),
  name: z.string().max(1000),
  slug: z.string().max(1000),
  status: z.enum(ROLE_STATUSES),
  employmentType: z.string().max(50),
  workOffice: text(10),
  workHybrid: text(10),
  workRemote: text(10),
  applicantCountries: text(1000),
  salaryMin: text(30),
  salaryMax: text(30),
  salaryCurrency: text(10),
  salaryUnit: text(10),
  postedAt: text(100),
  closesAt: text(100),
});
export type RoleForm = z.infer<typeof roleFormSchema>;

function roleOf(form: RoleForm, previous: FileRole | undefined, now: Date): { role: FileRole; problems: Record<string, string> } {
  const problems: Record<string, string> = {};
  const whole = (field: "salaryMin" | "salaryMax") => {
    const value = form[field].replace(/[\s,]/g, "");
    if (/^\d+$/.test(value)) return Number(value);
    problems[field] = "must be a whole number, such as 70000";
    return 0;
  };
  const hasSalary = [form.salaryMin, form.salaryMax, form.salaryCurrency].some((value) => value.trim());
  const slug = form.slug.trim();
  const former = previous && previous.slug !== slug ? [...(previous.formerSlugs ?? []), previous.slug] : (previous?.formerSlugs ?? []);
  const arrangement = ROLE_ARRANGEMENTS.filter((place) => form[ROLE_ARRANGEMENT_FIELDS[place]] === "on");
  const countries = form.applicantCountries
    .split(",")
    .map((code) => code.trim().toUpperCase())
    .filter(Boolean);
  const role: FileRole = {
    name: form.name,
    slug,
    formerSlugs: [...new Set(former.filter((value) => value !== slug))],
    open: form.status === "open",
    postedAt: form.postedAt.trim() || (previous ? undefined : now.toISOString()),
    closesAt: form.closesAt.trim() || undefined,
    employmentType: form.employmentType as FileRole["employmentType"],
    workArrangement: arrangement.length > 0 ? arrangement : undefined,
    applicantCountries: countries.length > 0 ? countries : undefined,
    salary: hasSalary
      ? { min: whole("salaryMin"), max: whole("salaryMax"), currency: form.salaryCurrency.trim().toUpperCase(), unit: (form.salaryUnit || "YEAR") as "YEAR" }
      : undefined,
  };
  return { role, problems };
}

const SALARY_FIELDS: Record<string, string> = { min: "salaryMin", max: "salaryMax", currency: "salaryCurrency", unit: "salaryUnit" };

/** The schema's problems as the form's fields: the edited role's by field, the rest of the department's as one line. */
function formProblems(issues: readonly z.core.$ZodIssue[], roleIndex: number | null): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const [first, index, field, part] = issue.path;
    let key: string;
    if (roleIndex !== null && first === "roles" && index === roleIndex) {
      key = field === "salary" ? (SALARY_FIELDS[String(part)] ?? "salaryMin") : field === "formerSlugs" ? "slug" : String(field ?? "name");
    } else if (roleIndex === null && (first === "title" || first === "description" || first === "hiringEmail")) {
      key = first;
    } else {
      key = "body";
      fields.body ??= `Elsewhere in this department, ${issue.path.join(".")}: ${issue.message}`;
      continue;
    }
    fields[key] ??= issue.message;
  }
  return fields;
}

async function storedDepartment(id: string, version: string | null, deps: ContentEditDependencies) {
  const document = await deps.store.get(COLLECTIONS.departments, id);
  const stored = document && (await getDepartment(deps.store, id));
  if (!stored) refuse("not-found", "This department does not exist. Nothing was saved.");
  if (version !== null && documentVersion(document) !== version) refuse("conflict", STALE);
  return stored;
}

export interface RoleSaved {
  key: string;
  changed: boolean;
}

/** A role's save: its department's file schema and the push of content:push, refused when the department changed since the form was read. */
export async function saveRole(form: RoleForm, deps: ContentEditDependencies): Promise<RoleSaved> {
  const now = deps.now?.() ?? new Date();
  const departmentId = form.department;
  if (!DOCUMENT_ID_PATTERN.test(departmentId)) refuse("invalid", INVALID, { department: "choose a department" });
  return oneAtATime(`departments/${departmentId}`, async () => {
    // A new role overwrites nothing, so it needs no version: a slug already taken is refused by the schema.
    const stored = await storedDepartment(departmentId, form.key ? form.version : null, deps);
    const file = departmentFileOf(stored);
    const index = form.key ? file.roles.findIndex((role) => roleKey(departmentId, role.slug) === form.key) : file.roles.length;
    if (index < 0) refuse("conflict", STALE);
    const { role, problems } = roleOf(form, file.roles[index], now);
    const roles = file.roles.toSpliced(index, 1, role);
    const parsed = departmentFileSchema.safeParse({ ...file, roles });
    const all = { ...problems, ...(parsed.success ? {} : formProblems(parsed.error.issues, index)) };
    if (!parsed.success || Object.keys(all).length > 0) refuse("invalid", INVALID, all);
    const changed = await storeEdit(departmentEntry(departmentId, parsed.data, `departments/${departmentId}`), deps, now);
    return { key: roleKey(departmentId, role.slug), changed };
  });
}

export const departmentFormSchema = z.strictObject({
  id: z.string().max(150),
  version: z.string().min(1).max(64),
  title: z.string().max(1000),
  description: z.string().max(10_000),
  hiringEmail: text(1000),
  isActive: text(10),
});
export type DepartmentForm = z.infer<typeof departmentFormSchema>;

export async function saveDepartment(form: DepartmentForm, deps: ContentEditDependencies): Promise<{ id: string; changed: boolean }> {
  const now = deps.now?.() ?? new Date();
  if (!DOCUMENT_ID_PATTERN.test(form.id)) refuse("not-found", "This department does not exist. Nothing was saved.");
  return oneAtATime(`departments/${form.id}`, async () => {
    const file = departmentFileOf(await storedDepartment(form.id, form.version, deps));
    const edited = {
      ...file,
      title: form.title,
      description: form.description,
      hiringEmail: form.hiringEmail.trim() || undefined,
      isActive: form.isActive === "on",
    };
    const parsed = departmentFileSchema.safeParse(edited);
    if (!parsed.success) refuse("invalid", INVALID, formProblems(parsed.error.issues, null));
    return { id: form.id, changed: await storeEdit(departmentEntry(form.id, parsed.data, `departments/${form.id}`), deps, now) };
  });
}
