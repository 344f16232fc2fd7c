import "server-only";
import { adminDocuments } from "@/lib/features/content/store";
import { type PostEditDependencies, PostProblem, keepSubmission, postFormSchema, previewHtml, savePost } from "@/lib/features/content/post-edits";
import { fileStore } from "@/lib/ports/files";
import { isPageSubmission, parseWriteBody, seeOther } from "@/lib/services/http/form-post";
import type { WriteContext } from "@/lib/services/http/write-handler";
import { isOwed, readOwedRefresh, settleRefresh } from "@/lib/features/content/owed-refresh";
import { revalidate } from "@/lib/features/revalidation/revalidate";
import type { AdminDocumentStore } from "@/lib/ports/documents/port";
import { errorText, log } from "@/lib/primitives/log";
import { requireStaff } from "./access";

const NO_STORE = { "Cache-Control": "private, no-store" };
const FORM_LIMIT_BYTES = 512 * 1024;

export async function postEditContext(): Promise<PostEditDependencies> {
  return { store: await adminDocuments(), files: fileStore() };
}

/** The same refresh the webhook makes for content:push, in this process; what fails stays owed for the next save or push. */
export async function refreshSite(store: AdminDocumentStore): Promise<"done" | "owed"> {
  const owed = await readOwedRefresh(store);
  if (!isOwed(owed)) return "done";
  try {
    await revalidate(owed, { store });
    await settleRefresh(store, owed);
    return "done";
  } catch (error) {
    log.warn("post refresh owed", { error: errorText(error) });
    return "owed";
  }
}

const editorPath = (id: string) => `/staff/posts/${id ? encodeURIComponent(id) : "new"}`;

/** Every outcome of the post form: a preview or a refused save comes back to the form with the text as it was sent. */
export async function postWriteRequest(context: WriteContext, deps: PostEditDependencies): Promise<Response> {
  const staff = await requireStaff(context.request, "editor");
  const form = await parseWriteBody(context.request, postFormSchema, FORM_LIMIT_BYTES);
  const page = isPageSubmission(context.request);
  if (form.intent === "preview") {
    const preview = previewHtml(form.markdown);
    if (!page) return Response.json({ preview }, { headers: NO_STORE });
    await keepSubmission(staff.email, { form, message: "This is a preview: nothing was saved.", fields: {}, preview }, deps);
    return seeOther(`${editorPath(form.id)}?kept=1#preview`, NO_STORE);
  }
  try {
    const saved = await savePost(form, deps);
    const refresh = await refreshSite(deps.store);
    if (!page) return Response.json({ ...saved, refresh }, { headers: NO_STORE });
    return seeOther(`${editorPath(saved.id)}?done=${form.intent}`, NO_STORE);
  } catch (error) {
    if (!(error instanceof PostProblem) || !page) throw error;
    const fields = (error.details?.fields ?? {}) as Record<string, string>;
    await keepSubmission(staff.email, { form, message: error.message, fields }, deps);
    return seeOther(`${editorPath(form.id)}?kept=1`, NO_STORE);
  }
}
