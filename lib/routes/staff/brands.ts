import "server-only";
import { type BrandForm, brandFormSchema, receiveBrandPicture, saveBrand } from "@/lib/features/brands/edits";
import type { ContentEditDependencies } from "@/lib/features/content/edits";
import { isPageSubmission, seeOther } from "@/lib/services/http/form-post";
import type { WriteContext } from "@/lib/services/http/write-handler";
import { requireStaff } from "@/lib/features/staff/access";
import { refreshSite } from "@/lib/features/staff/content-context";
import { readUploadBytes } from "@/lib/services/http/upload-bytes";
import { contentWriteRequest, NO_STORE } from "./content-form";
import { pictureProblemOf } from "./image-problem";

export const brandEditorPath = (id: string) => `/staff/brands/${encodeURIComponent(id)}`;

export function brandWriteRequest(context: WriteContext, deps: ContentEditDependencies): Promise<Response> {
  return contentWriteRequest<BrandForm>(context, deps, {
    schema: brandFormSchema,
    editorPath: (form) => brandEditorPath(form.id),
    async save(form, authored) {
      const saved = await saveBrand(form, authored);
      return { location: `${brandEditorPath(saved.id)}?done=save`, answer: { ...saved } };
    },
  });
}

/** The picture form: stored and the site refreshed like a save; a page's refusal comes back to the editor as a code the page words. */
export async function brandPictureRequest(context: WriteContext, id: string, deps: ContentEditDependencies): Promise<Response> {
  const staff = await requireStaff(context.request, "editor");
  const page = isPageSubmission(context.request);
  try {
    const saved = await receiveBrandPicture(id, (form) => readUploadBytes(context.request, form), { ...deps, author: { by: staff.email } });
    const refresh = await refreshSite(deps.store);
    if (!page) return Response.json({ ...saved, refresh }, { headers: NO_STORE });
    return seeOther(`${brandEditorPath(id)}?done=${saved.intent === "remove" ? "picture-removed" : "picture"}#picture`, NO_STORE);
  } catch (error) {
    const problem = page ? pictureProblemOf(error) : undefined;
    if (!problem) throw error;
    return seeOther(`${brandEditorPath(id)}?picture=${problem}#picture`, NO_STORE);
  }
}
