import "server-only";
import { type ContentEditDependencies, EditProblem, keepSubmission } from "@/lib/features/content/edits";
import type { z } from "@/lib/primitives/zod";
import { isPageSubmission, parseWriteBody, seeOther } from "@/lib/services/http/form-post";
import type { WriteContext } from "@/lib/services/http/write-handler";
import { type Staff, requireStaff } from "@/lib/features/staff/access";
import { refreshSite } from "@/lib/features/staff/content-context";

export const NO_STORE = { "Cache-Control": "private, no-store" };
const FORM_LIMIT_BYTES = 512 * 1024;

export interface ContentForm<Form> {
  schema: z.ZodType<Form>;
  /** The editor page a form came from, where a refused save shows it again. */
  editorPath: (form: Form) => string;
  /** Before the save, for an answer that saves nothing (a preview). */
  before?: (form: Form, staff: Staff, page: boolean) => Promise<Response | undefined>;
  save: (form: Form, deps: ContentEditDependencies) => Promise<{ location: string; answer: Record<string, unknown> }>;
}

/** Every staff content form: an editor's session, a save, the site's refresh, and a refused save kept to be shown again (303 for a page). */
export async function contentWriteRequest<Form>(context: WriteContext, deps: ContentEditDependencies, handling: ContentForm<Form>): Promise<Response> {
  const staff = await requireStaff(context.request, "editor");
  const form = await parseWriteBody(context.request, handling.schema, FORM_LIMIT_BYTES);
  const page = isPageSubmission(context.request);
  const early = await handling.before?.(form, staff, page);
  if (early) return early;
  try {
    const saved = await handling.save(form, { ...deps, author: { by: staff.email } });
    const refresh = await refreshSite(deps.store);
    if (!page) return Response.json({ ...saved.answer, refresh }, { headers: NO_STORE });
    return seeOther(saved.location, NO_STORE);
  } catch (error) {
    if (!(error instanceof EditProblem) || !page) throw error;
    const fields = (error.details?.fields ?? {}) as Record<string, string>;
    await keepSubmission(staff.email, { form, message: error.message, fields }, deps);
    return seeOther(`${handling.editorPath(form)}?kept=1`, NO_STORE);
  }
}
