import "server-only";
import type { ContentEditDependencies } from "@/lib/features/content/edits";
import { keepSubmission } from "@/lib/features/content/edits";
import { receivePostCover } from "@/lib/features/content/post-cover";
import { readUploadBytes } from "@/lib/services/http/upload-bytes";
import { coverProblemOf } from "./image-problem";
import { type PostForm, postFormSchema, previewHtml, savePost } from "@/lib/features/content/post-edits";
import { isPageSubmission, seeOther } from "@/lib/services/http/form-post";
import type { WriteContext } from "@/lib/services/http/write-handler";
import { requireStaff } from "@/lib/features/staff/access";
import { refreshSite } from "@/lib/features/staff/content-context";
import { contentWriteRequest, NO_STORE } from "./content-form";

const editorPath = (id: string) => `/staff/posts/${id ? encodeURIComponent(id) : "new"}`;

/** Every outcome of the post form: a preview or a refused save comes back to the form with the text as it was sent. */
export function postWriteRequest(context: WriteContext, deps: ContentEditDependencies): Promise<Response> {
  return contentWriteRequest<PostForm>(context, deps, {
    schema: postFormSchema,
    editorPath: (form) => editorPath(form.id),
    async before(form, staff, page) {
      if (form.intent !== "preview") return undefined;
      const preview = previewHtml(form.markdown);
      if (!page) return Response.json({ preview }, { headers: NO_STORE });
      await keepSubmission(staff.email, { form, message: "This is a preview: nothing was saved.", fields: {}, preview }, deps);
      return seeOther(`${editorPath(form.id)}?kept=1#preview`, NO_STORE);
    },
    async save(form, authored) {
      const saved = await savePost(form, authored);
      return { location: `${editorPath(saved.id)}?done=${form.intent}`, answer: { ...saved } };
    },
  });
}

/** The cover form: stored and the site refreshed like a save; a page's refusal comes back to the editor as a code the page words. */
export async function postCoverRequest(context: WriteContext, id: string, deps: ContentEditDependencies): Promise<Response> {
  const staff = await requireStaff(context.request, "editor");
  const page = isPageSubmission(context.request);
  try {
    const saved = await receivePostCover(id, (form) => readUploadBytes(context.request, form), { ...deps, author: { by: staff.email } });
    const refresh = await refreshSite(deps.store);
    if (!page) return Response.json({ ...saved, refresh }, { headers: NO_STORE });
    return seeOther(`${editorPath(id)}?done=${saved.intent === "remove" ? "cover-removed" : "cover"}#cover`, NO_STORE);
  } catch (error) {
    const problem = page ? coverProblemOf(error) : undefined;
    if (!problem) throw error;
    return seeOther(`${editorPath(id)}?cover=${problem}#cover`, NO_STORE);
  }
}
