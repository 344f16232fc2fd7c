import "server-only";
import { type ContentEditDependencies, EditProblem } from "@/lib/features/content/edits";
import { restoreFormSchema, restoreRevision } from "@/lib/features/content/restore";
import { errorStatus } from "@/lib/services/http/errors";
import { isPageSubmission, parseWriteBody, seeOther } from "@/lib/services/http/form-post";
import type { WriteContext } from "@/lib/services/http/write-handler";
import { requireStaff } from "@/lib/features/staff/access";
import { refreshSite } from "@/lib/features/staff/content-context";
import { NO_STORE } from "./content-form";

const EDITOR_PATHS = { blogs: "/staff/posts", departments: "/staff/departments", brands: "/staff/brands" } as const;

export const editorPathOf = (collection: keyof typeof EDITOR_PATHS, id: string) => `${EDITOR_PATHS[collection]}/${encodeURIComponent(id)}`;
export const historyPathOf = (collection: keyof typeof EDITOR_PATHS, id: string) => `${editorPathOf(collection, id)}/revisions`;

/** Restore: an editor's session, the version check of a save, its write path and its refresh; a refused one goes back to the revision (303 for a page). */
export async function restoreRequest(context: WriteContext, deps: ContentEditDependencies): Promise<Response> {
  const staff = await requireStaff(context.request, "editor");
  const form = await parseWriteBody(context.request, restoreFormSchema, 2048);
  const page = isPageSubmission(context.request);
  try {
    await restoreRevision(form, { ...deps, author: { by: staff.email } });
  } catch (error) {
    if (!(error instanceof EditProblem) || !page) throw error;
    return seeOther(`${historyPathOf(form.collection, form.id)}/${form.seq}?refused=${errorStatus(error)}`, NO_STORE);
  }
  const refresh = await refreshSite(deps.store);
  if (!page) return Response.json({ restored: form.seq, refresh }, { headers: NO_STORE });
  return seeOther(`${editorPathOf(form.collection, form.id)}?done=restored`, NO_STORE);
}
