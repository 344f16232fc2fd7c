import { notFound } from "next/navigation";
import { ROLE_DONE, RoleEditor, RoleList } from "@/components/staff/careers";
import { DEPARTMENT_DONE, DepartmentEditor } from "@/components/staff/department-editor";
import { SiteRefresh } from "@/components/staff/site-refresh";
import { StaffHeader, StaffNotice } from "@/components/staff/staff-header";
import { textLink } from "@/components/ui/button";
import { departmentEditorView, roleEditorView, rolesPageView } from "@/lib/features/staff/career-views";
import { requireStaffPage } from "@/lib/features/staff/views";

export type CareerPageQuery = Record<string, string | string[] | undefined>;

const SHOWS = "the careers pages, the role pages and the sitemap show the stored version";

export async function RolesPage() {
  const staff = await requireStaffPage("editor");
  return (
    <>
      <StaffHeader staff={staff} title="Roles" />
      <RoleList departments={await rolesPageView()} />
    </>
  );
}

/** The editor page for a stored role (its key) or a new one (null). */
export async function RoleEditorPage({ roleKey, query }: { roleKey: string | null; query: CareerPageQuery }) {
  const staff = await requireStaffPage("editor");
  const view = await roleEditorView(roleKey, staff, query.kept === "1");
  if (!view) notFound();
  const stored = view.stored;
  const live = stored?.role.open && stored.department.isActive;
  return (
    <>
      <p className="mb-4">
        <a href="/staff/roles" className={textLink}>
          All roles
        </a>
      </p>
      <StaffHeader staff={staff} title={stored ? `Edit: ${stored.role.name}` : "New role"} />
      <StaffNotice message={view.kept?.message} problem />
      {!view.kept && <StaffNotice message={ROLE_DONE[String(query.done ?? "")]} />}
      <div className="grid gap-6">
        {stored && (
          <p>
            {`${stored.department.title} · ${stored.role.open ? "Open" : "Closed"}. `}
            {live && (
              <a
                href={`/apply/${stored.department.id}/${stored.role.slug}`}
                className={textLink}
              >{`View /apply/${stored.department.id}/${stored.role.slug}`}</a>
            )}
          </p>
        )}
        {view.refresh && <SiteRefresh state={view.refresh} shows={SHOWS} />}
        <RoleEditor form={view.form} fields={view.kept?.fields ?? {}} departments={stored ? null : view.departments} />
      </div>
    </>
  );
}

export async function DepartmentEditorPage({ id, query }: { id: string; query: CareerPageQuery }) {
  const staff = await requireStaffPage("editor");
  const view = await departmentEditorView(id, staff, query.kept === "1");
  if (!view) notFound();
  return (
    <>
      <p className="mb-4">
        <a href="/staff/roles" className={textLink}>
          All roles
        </a>
      </p>
      <StaffHeader staff={staff} title={`Edit department: ${view.stored.department.title}`} />
      <StaffNotice message={view.kept?.message} problem />
      {!view.kept && <StaffNotice message={DEPARTMENT_DONE[String(query.done ?? "")]} />}
      <div className="grid gap-6">
        <p>
          <a href={`/careers/${view.stored.department.id}`} className={textLink}>{`View /careers/${view.stored.department.id}`}</a>
        </p>
        <SiteRefresh state={view.refresh} shows={SHOWS} />
        <p>
          <a href={`/staff/departments/${encodeURIComponent(view.stored.department.id)}/revisions`} className={textLink}>
            History: every change, viewed and restored
          </a>
        </p>
        <DepartmentEditor form={view.form} fields={view.kept?.fields ?? {}} />
      </div>
    </>
  );
}
