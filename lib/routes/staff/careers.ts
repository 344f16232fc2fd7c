import "server-only";
import { type DepartmentForm, departmentFormSchema, type RoleForm, roleFormSchema, saveDepartment, saveRole } from "@/lib/features/careers/department-edits";
import type { ContentEditDependencies } from "@/lib/features/content/edits";
import type { WriteContext } from "@/lib/services/http/write-handler";
import { contentWriteRequest } from "./content-form";

export const roleEditorPath = (key: string) => `/staff/roles/${key ? encodeURIComponent(key) : "new"}`;
export const departmentEditorPath = (id: string) => `/staff/departments/${encodeURIComponent(id)}`;

export function roleWriteRequest(context: WriteContext, deps: ContentEditDependencies): Promise<Response> {
  return contentWriteRequest<RoleForm>(context, deps, {
    schema: roleFormSchema,
    editorPath: (form) => roleEditorPath(form.key),
    async save(form, authored) {
      const saved = await saveRole(form, authored);
      return { location: `${roleEditorPath(saved.key)}?done=${form.status}`, answer: { ...saved } };
    },
  });
}

export function departmentWriteRequest(context: WriteContext, deps: ContentEditDependencies): Promise<Response> {
  return contentWriteRequest<DepartmentForm>(context, deps, {
    schema: departmentFormSchema,
    editorPath: (form) => departmentEditorPath(form.id),
    async save(form, authored) {
      const saved = await saveDepartment(form, authored);
      return { location: `${departmentEditorPath(saved.id)}?done=save`, answer: { ...saved } };
    },
  });
}
